import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DepartmentSwitcher } from './DepartmentSwitcher';

const departments = [
  { id: 1, name: 'Haematology' },
  { id: 2, name: 'Biochemistry' },
];

describe('DepartmentSwitcher', () => {
  it('shows the chosen department, or asks for one, before its list has loaded', () => {
    const { unmount } = renderWithProviders(
      <DepartmentSwitcher departments={departments} value={2} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'Department' })).toHaveProperty('value', 'Biochemistry');
    unmount();
    renderWithProviders(<DepartmentSwitcher departments={departments} value={null} onChange={vi.fn()} />);
    expect(screen.getByPlaceholderText('Switch Department')).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens its list at the first click and switches to the department picked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<DepartmentSwitcher departments={departments} value={null} onChange={onChange} />);
    fireEvent.click(screen.getByPlaceholderText('Switch Department'));
    fireEvent.click(await screen.findByRole('option', { name: 'Haematology' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });

  it('opens its list from the keyboard too, with the focus in the field', async () => {
    renderWithProviders(<DepartmentSwitcher departments={departments} value={1} onChange={vi.fn()} />);
    fireEvent.keyDown(screen.getByPlaceholderText('Switch Department'), { key: 'ArrowDown' });
    expect(await screen.findByRole('option', { name: 'Biochemistry' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByPlaceholderText('Switch Department')));
  });

  it('stays shut while disabled (a switch is under way)', async () => {
    renderWithProviders(<DepartmentSwitcher departments={departments} value={1} onChange={vi.fn()} disabled />);
    const field = screen.getByPlaceholderText('Switch Department');
    expect(field).toHaveProperty('disabled', true);
    fireEvent.click(field);
    await expect(screen.findByRole('listbox', {}, { timeout: 200 })).rejects.toThrow();
  });
});
