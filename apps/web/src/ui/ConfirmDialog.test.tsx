import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmDialog } from './ConfirmDialog';
import { confirm } from './confirm';

describe('ConfirmDialog', () => {
  it("answers 'Sure' and 'Cancel' as the spec's generic confirmation", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog opened title="Print report?" message="Haematology" onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByText('Print report?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sure' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it("names a destructive action on its button instead of 'Sure' (STYLE.md Screens)", () => {
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Disable department?"
        message="Haematology will no longer be offered."
        destructive
        confirmLabel="Disable"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Sure' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Disable' });
    expect(button.getAttribute('style')).toContain('red');
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('offers an extra button with its own label and handler', () => {
    const onExtra = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        title="Print report?"
        message="The report is not signed."
        onConfirm={() => {}}
        onCancel={() => {}}
        extraAction={{ label: 'Print draft', onClick: onExtra }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Print draft' }));
    expect(onExtra).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <ConfirmDialog opened={false} title="Hidden" message="Hidden" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.queryByText('Sure')).toBeNull();
  });
});

describe('confirm()', () => {
  it("resolves true on 'Sure' and false on 'Cancel'", async () => {
    renderWithProviders(<div />);

    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirm({ title: 'Enable lab user?', message: 'Asha can sign in again.' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sure' }));
    await expect(answer).resolves.toBe(true);

    act(() => {
      answer = confirm({ title: 'Enable lab user?', message: 'Asha can sign in again.' });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });

  it('runs the extra action and resolves false', async () => {
    renderWithProviders(<div />);
    const onExtra = vi.fn();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirm({
        title: 'Leave?',
        message: 'Unsaved changes.',
        extraAction: { label: 'Save first', onClick: onExtra },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save first' }));
    await expect(answer).resolves.toBe(false);
    expect(onExtra).toHaveBeenCalledOnce();
  });
});
