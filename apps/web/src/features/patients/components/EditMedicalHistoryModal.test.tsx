import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { errorResponse, patient, routeApi } from '../test-patients';
import { EditMedicalHistoryModal } from './EditMedicalHistoryModal';

const { fetchMock, callsWith } = stubApi();
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);
const lists = {
  histories: [
    { id: 1, name: 'Hypertension' },
    { id: 2, name: 'Asthma' },
  ],
  allergies: [
    { id: 5, name: 'Penicillin' },
    { id: 6, name: 'Peanuts' },
  ],
};

beforeEach(() => {
  vi.spyOn(notifications, 'show').mockReturnValue('toast');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const answer = (added: () => Response) =>
  routeApi(fetchMock, [
    ['GET', '/api/v1/medical-history-items', () => jsonResponse(200, lists)],
    ['POST', '/api/v1/medical-history-items', added],
    ['PUT', `/api/v1/patients/${patient.id}/medical-history`, () => jsonResponse(200, { ...patient, version: 5 })],
  ]);

async function openModal() {
  const onClose = vi.fn();
  renderPage(<EditMedicalHistoryModal opened patient={patient} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Medical History' });
  await within(dialog).findByLabelText('Asthma');
  return { dialog, onClose };
}

const nameBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'New name' });
const addButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: '+ Add Medical History' });

// spec 000 §2 'Edit Medical History'; §5 "A new medical history name is trimmed; its button is
// disabled when empty"; §8 Medical history messages.
describe('Edit Medical History', () => {
  it("ticks the patient's histories and allergies and saves the ticked ids with the patient's version", async () => {
    answer(() => jsonResponse(201, { id: 3, name: 'Diabetes' }));
    const { dialog, onClose } = await openModal();
    expect((within(dialog).getByLabelText('Hypertension') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Asthma') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(dialog).getByLabelText('Asthma'));
    fireEvent.click(within(dialog).getByLabelText('Peanuts'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsWith('PUT')).toHaveLength(1));
    expect(JSON.parse(String(callsWith('PUT')[0]?.[1]?.body))).toEqual({
      medicalHistoryIds: [1, 2],
      allergyIds: [5],
      version: patient.version,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the add button disabled while the name is blank, and sends the name trimmed', async () => {
    answer(() => jsonResponse(201, { id: 3, name: 'Diabetes' }));
    const { dialog } = await openModal();
    expect(addButton(dialog).hasAttribute('disabled')).toBe(true);
    fireEvent.change(nameBox(dialog), { target: { value: '   ' } });
    expect(addButton(dialog).hasAttribute('disabled')).toBe(true);
    fireEvent.change(nameBox(dialog), { target: { value: '  Diabetes  ' } });
    fireEvent.click(addButton(dialog));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    expect(JSON.parse(String(callsWith('POST')[0]?.[1]?.body))).toEqual({ kind: 'history', name: 'Diabetes' });
    await waitFor(() => expect(toasts()).toContain('Medical history added successfully'));
  });

  it("says 'This medical history name already exists.' beside the name", async () => {
    answer(() => errorResponse(409, 'conflict', 'medicalHistoryNameExists'));
    const { dialog } = await openModal();
    fireEvent.change(nameBox(dialog), { target: { value: 'Asthma' } });
    fireEvent.click(addButton(dialog));
    expect(await within(dialog).findByText('This medical history name already exists.')).toBeTruthy();
  });

  it('tells a user without the right that they may not add one', async () => {
    answer(() => errorResponse(403, 'forbidden', 'medicalHistoryNotPermitted'));
    const { dialog } = await openModal();
    fireEvent.change(nameBox(dialog), { target: { value: 'Gout' } });
    fireEvent.click(addButton(dialog));
    await waitFor(() =>
      expect(toasts()).toContain('You do not have permission to add/edit Allergies or Clinical History.'),
    );
  });

  it("says 'Failed to get the list of patient history' when the lists cannot be read", async () => {
    routeApi(fetchMock, [
      ['GET', '/api/v1/medical-history-items', () => errorResponse(500, 'internal', 'somethingWentWrong')],
    ]);
    renderPage(<EditMedicalHistoryModal opened patient={patient} onClose={vi.fn()} />);
    expect(await screen.findByText('Failed to get the list of patient history')).toBeTruthy();
  });
});
