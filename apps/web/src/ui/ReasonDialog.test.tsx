import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ReasonDialog } from './ReasonDialog';

function Reopenable({ onConfirm }: { onConfirm: (reason: string) => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <ReasonDialog
        opened={opened}
        title="Cancel this test?"
        message="Complete blood count will be cancelled."
        label="Reason"
        confirmLabel="Cancel test"
        destructive
        maxLength={300}
        pending={false}
        refusal={null}
        onConfirm={(reason) => {
          onConfirm(reason);
          setOpened(false);
        }}
        onClose={() => setOpened(false)}
      />
    </>
  );
}

describe('ReasonDialog', () => {
  it('sends the reason trimmed, only once one is written, on a red button named for the action', () => {
    const onConfirm = vi.fn();
    renderWithProviders(<Reopenable onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this test?' });
    const button = within(dialog).getByRole('button', { name: 'Cancel test' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: '  Patient left  ' } });
    expect(button.getAttribute('style')).toContain('red');
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledWith('Patient left');
  });

  it('starts empty when opened again after a reason was sent', async () => {
    renderWithProviders(<Reopenable onConfirm={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Patient left' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const field = (await screen.findByLabelText(/Reason/)) as HTMLTextAreaElement;
    expect(field.value).toBe('');
  });

  it("shows the server's refusal above the form", () => {
    renderWithProviders(
      <ReasonDialog
        opened
        title="Reject sample?"
        message="The lab cannot test it."
        label="Reason"
        confirmLabel="Reject"
        maxLength={500}
        pending={false}
        refusal="Only a collected or received sample can be rejected."
        onConfirm={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Only a collected or received sample can be rejected.');
    expect(screen.getByRole('button', { name: 'Reject' }).getAttribute('style') ?? '').not.toContain('red');
  });
});
