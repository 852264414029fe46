import type { PatientSummary, SearchHit, SearchResult } from '@lims/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { reEnabledTimeline } from '../../samples/tracking/test-tracking';
import { patientSummary } from '../test-patients';
import { PatientSearch } from './PatientSearch';

configure({ asyncUtilTimeout: 5000 });

const byNationalId: PatientSummary = {
  ...patientSummary,
  id: 43,
  labPatientId: 'P-000043',
  fullName: 'Meera Nair',
  designation: 'Ms.',
  gender: 'Female',
  nationalIdentityNumber: '1234-5678-9012',
};

const billHit: SearchHit = {
  id: 7,
  label: '1042',
  patientId: 42,
  patientName: 'Rahul Sharma',
  billLabel: '1042',
  createdAt: '2025-05-21T20:15:00.000Z',
};
const orderHit: SearchHit = { ...billHit, id: 8, label: 'ORD-77', billLabel: '1043' };
const everyGroup: SearchResult = {
  patients: [patientSummary],
  samples: [],
  bills: [billHit],
  orders: [orderHit],
  nationalId: [],
};

const { fetchMock, requests } = stubApi();

const typeInto = (text: string) => {
  const box = screen.getByRole('searchbox', { name: 'Search patients by name, patient id, mobile or national id' });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
};

describe('the patient search box (spec 000 §2 Patient search groups)', () => {
  it('asks once the typing stops and shows the Patients and National ID groups with name, id, age and gender, mobile', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { patients: [patientSummary], samples: [], bills: [], orders: [], nationalId: [byNationalId] }),
    );
    const onSelect = vi.fn();
    renderPage(<PatientSearch onSelect={onSelect} variant="common" />);
    typeInto('r');
    typeInto('rah');
    const option = (await screen.findByText('Mr. Rahul Sharma')).closest('[role=option]') as HTMLElement;
    expect(within(option).getByText(/P-000042.*34 Years \/ Male.*\+91 9876543210/)).toBeTruthy();
    expect(screen.getByText('Patients')).toBeTruthy();
    expect(screen.getByText('National ID')).toBeTruthy();
    expect(screen.getByText('Ms. Meera Nair')).toBeTruthy();
    // spec 000 §9 "search boxes 200 ms": the first letter alone is never asked.
    expect(requests()).toEqual(['GET /api/v1/search?q=rah&variant=common&limit=10']);
    fireEvent.click(screen.getByText('Ms. Meera Nair'));
    expect(onSelect).toHaveBeenCalledWith(byNationalId);
  });

  it('says when nothing is found, and when the search failed', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('q=zzz')
        ? new Response(null, { status: 500 })
        : jsonResponse(200, { patients: [], samples: [], bills: [], orders: [], nationalId: [] }),
    );
    renderPage(<PatientSearch onSelect={() => {}} />);
    typeInto('zz');
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(await screen.findByText('Nothing found')).toBeTruthy();
    typeInto('zzz');
    expect(await screen.findByText('The search failed. Please try again.')).toBeTruthy();
  });

  it('shows the Bills group (number, patient, date) and the Orders group (order number, bill, patient), each opening its bill', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, everyGroup));
    const onSelect = vi.fn();
    const onOpenBill = vi.fn();
    renderPage(<PatientSearch onSelect={onSelect} onOpenBill={onOpenBill} variant="common" />);
    typeInto('10');
    const bills = (await screen.findByText('Bills')).closest('.mantine-Combobox-group') as HTMLElement;
    const bill = within(bills).getByRole('option');
    expect(within(bill).getByText('1042')).toBeTruthy();
    // The bill's date is the lab's calendar day (Asia/Kolkata: 22 May at 01:45).
    expect(within(bill).getByText(/Rahul Sharma.*22-05-2025/)).toBeTruthy();
    const orders = screen.getByText('Orders').closest('.mantine-Combobox-group') as HTMLElement;
    const order = within(orders).getByRole('option');
    expect(within(order).getByText('ORD-77')).toBeTruthy();
    expect(within(order).getByText(/Bill 1043.*Rahul Sharma/)).toBeTruthy();
    fireEvent.click(order);
    expect(onOpenBill).toHaveBeenCalledWith(8);
    typeInto('104');
    fireEvent.click(await screen.findByText('1042'));
    expect(onOpenBill).toHaveBeenLastCalledWith(7);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows patients only where no bill can be opened (a patient picker)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, everyGroup));
    renderPage(<PatientSearch onSelect={() => {}} variant="common" />);
    typeInto('10');
    expect(await screen.findByText('Mr. Rahul Sharma')).toBeTruthy();
    expect(screen.queryByText('Bills')).toBeNull();
    expect(screen.queryByText('Orders')).toBeNull();
    expect(screen.queryByText('ORD-77')).toBeNull();
  });

  it("shows the Samples group (the id that matched, the bill, the patient); choosing one opens the sample's tracking", async () => {
    const sampleHit: SearchHit = {
      ...billHit,
      id: 41,
      label: 'M-77',
      billLabel: 'B-000045',
      patientName: 'Ravi Kumar',
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/timeline')
        ? jsonResponse(200, reEnabledTimeline)
        : jsonResponse(200, { ...everyGroup, samples: [sampleHit] }),
    );
    const onSelect = vi.fn();
    const onOpenBill = vi.fn();
    renderPage(<PatientSearch onSelect={onSelect} onOpenBill={onOpenBill} variant="common" />);
    typeInto('m-7');
    const samples = (await screen.findByText('Samples')).closest('.mantine-Combobox-group') as HTMLElement;
    const sample = within(samples).getByRole('option');
    expect(within(sample).getByText('M-77')).toBeTruthy();
    expect(within(sample).getByText(/Bill B-000045.*Ravi Kumar/)).toBeTruthy();
    fireEvent.click(sample);
    const dialog = await screen.findByRole('dialog', { name: 'Track Sample' });
    expect(await within(dialog).findByText('S-000123')).toBeTruthy();
    expect(requests()).toContain('GET /api/v1/samples/41/timeline');
    expect(onSelect).not.toHaveBeenCalled();
    expect(onOpenBill).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no Samples group to someone who may not see samples (a referral user)', async () => {
    const sampleHit: SearchHit = { ...billHit, id: 41, label: 'M-77' };
    fetchMock.mockResolvedValue(jsonResponse(200, { ...everyGroup, samples: [sampleHit] }));
    const referral = { ...labSession, admin: false, user: { ...labSession.user, isReferral: true } };
    renderPage(<PatientSearch onSelect={() => {}} variant="common" />, { session: referral });
    typeInto('m-7');
    expect(await screen.findByText('Mr. Rahul Sharma')).toBeTruthy();
    expect(screen.queryByText('Samples')).toBeNull();
    expect(screen.queryByText('M-77')).toBeNull();
  });
});
