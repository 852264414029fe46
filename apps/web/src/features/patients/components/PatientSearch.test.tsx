import type { PatientSummary } from '@lims/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
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
});
