import type { ReportListItem } from '@lims/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { doctorSession, renderListPage, reportItem, reportListPage } from '../test-report-lists';
import { DoctorWaitingPage } from './DoctorWaitingPage';

// Mantine's option lists scroll the chosen option into view, which jsdom does not do.
Element.prototype.scrollIntoView = () => {};

const { fetchMock, requests } = stubApi();
const listCalls = () => requests().filter((request) => request.startsWith('GET /api/v1/doctor/waiting?'));
const lastListQuery = () => new URL(`http://lab${(listCalls().at(-1) ?? '').slice('GET '.length)}`).searchParams;

const completed: ReportListItem = {
  ...reportItem,
  id: 102,
  status: 'completed',
  stage: 'completed',
  test: { id: 8, code: 'LFT', name: 'Liver Function Test' },
};

function answer(items: ReportListItem[]) {
  routeApi(fetchMock, [['GET', '/api/v1/doctor/waiting?', () => jsonResponse(200, reportListPage(items))]]);
}

const renderAt = (path: string) =>
  renderListPage('/doctor-waiting/:tab', <DoctorWaitingPage />, { path, session: doctorSession });
const rowOf = async (testName: string) => (await screen.findByText(testName)).closest('tr') as HTMLElement;

describe("The doctor's waiting list", () => {
  it('asks for the reports waiting for the doctor in all departments, by dates (spec 001 §7 doctor/waiting)', async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    const query = lastListQuery();
    expect(query.get('view')).toBe('waiting');
    expect(query.get('department')).toBe('all');
    expect(query.get('assigned')).toBeNull();
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks for what the doctor signed on the History tab', async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    fireEvent.click(screen.getByRole('link', { name: 'History' }));
    await waitFor(() => expect(lastListQuery().get('view')).toBe('history'));
  });

  it("filters by 'Emergency', by one of the doctor's departments, and by 'Assigned to me' (spec 001 §4)", async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    const department = screen.getByRole('textbox', { name: 'Department' });
    fireEvent.click(department);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Emergency', 'Haematology', 'Biochemistry']);
    fireEvent.click(screen.getByRole('option', { name: 'Emergency' }));
    await waitFor(() => expect(lastListQuery().get('department')).toBe('emergency'));
    fireEvent.click(department);
    fireEvent.click(screen.getByRole('option', { name: 'Biochemistry' }));
    await waitFor(() => expect(lastListQuery().get('department')).toBe('6'));
    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await waitFor(() => expect(lastListQuery().get('assigned')).toBe('true'));
    expect(lastListQuery().get('department')).toBe('6');
  });

  it("links each report to the doctor's report page and locks the statuses a doctor only reads (spec 001 §4 'Doctor-login read-only')", async () => {
    answer([reportItem, completed]);
    renderAt('/doctor-waiting/total');
    const readOnly = await rowOf('Liver Function Test');
    expect(within(readOnly).getByLabelText('Read only')).toBeTruthy();
    expect(within(await rowOf('Complete Blood Count')).queryByLabelText('Read only')).toBeNull();
    fireEvent.click(within(readOnly).getByRole('link', { name: /^Preview/ }));
    const landed = JSON.parse((await screen.findByTestId('landed')).textContent ?? '{}');
    expect(landed).toEqual({ path: '/doctor/reports/102', state: { reportIds: [101, 102] } });
  });

  it('offers the doctor no choice of reports to comment on or submit from the list', async () => {
    answer([reportItem]);
    renderAt('/doctor-waiting/total');
    await rowOf('Complete Blood Count');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('keeps the filters on an empty list, and says whether nothing waits or the filters hide it', async () => {
    answer([]);
    renderAt('/doctor-waiting/total');
    expect(await screen.findByText('No report is waiting for you in these days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    expect(await screen.findByText('Filtered data not found.')).toBeTruthy();
  });
});
