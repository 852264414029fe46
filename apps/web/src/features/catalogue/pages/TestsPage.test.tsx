import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { cbcTest, lipidTest, pageOf } from '../test-catalogue';
import { TestsPage } from './TestsPage';

const { fetchMock, requests, callsWith } = stubApi();

const testLists = (all: string[]) => all.filter((request) => request.startsWith('GET /api/v1/catalogue/tests?'));

const record = { enabled: true, version: 1, createdAt: cbcTest.createdAt, updatedAt: cbcTest.updatedAt };

function answer() {
  routeApi(fetchMock, [
    [
      'GET',
      '/api/v1/catalogue/tests?',
      () => {
        const last = String(fetchMock.mock.calls.at(-1)?.[0]);
        return jsonResponse(200, pageOf(last.includes('search=lipid') ? [lipidTest] : [cbcTest, lipidTest]));
      },
    ],
    [
      'GET',
      '/api/v1/departments',
      () =>
        jsonResponse(
          200,
          pageOf([
            { ...record, id: 2, name: 'Haematology' },
            { ...record, id: 4, name: 'Biochemistry' },
          ]),
        ),
    ],
    [
      'GET',
      '/api/v1/catalogue/sample-types',
      () =>
        jsonResponse(
          200,
          pageOf([{ ...record, id: 3, name: 'EDTA whole blood', containerType: null, containerColor: null }]),
        ),
    ],
    ['GET', '/api/v1/catalogue/test-categories', () => jsonResponse(200, pageOf([]))],
    ['GET', '/api/v1/catalogue/outsource-centres', () => jsonResponse(200, pageOf([]))],
    ['POST', '/api/v1/catalogue/tests', () => jsonResponse(201, { ...lipidTest, id: 9, code: 'HBA1C', name: 'HbA1c' })],
    ['GET', '/api/v1/catalogue/tests/9', () => jsonResponse(200, { ...lipidTest, id: 9 })],
  ]);
}

describe('Tests list', () => {
  it('shows each test with its code, department, sample type, turnaround time and price in rupees', async () => {
    answer();
    renderPage(<TestsPage />);
    const link = await screen.findByRole('link', { name: 'Complete blood count' });
    expect(link.getAttribute('href')).toBe('/settings/catalogue/tests/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('CBC')).toBeTruthy();
    expect(within(row).getByText('Haematology')).toBeTruthy();
    expect(within(row).getByText('EDTA whole blood')).toBeTruthy();
    expect(within(row).getByText('4 h')).toBeTruthy();
    // 35000 paise, INR with no decimals for a lab without floatSupportFlag.
    expect(within(row).getByText('₹350')).toBeTruthy();
    expect(testLists(requests())[0]).toBe(
      'GET /api/v1/catalogue/tests?includeDisabled=true&sort=name&direction=asc&limit=50&offset=0',
    );
  });

  it('asks the server for what is typed in the search box', async () => {
    answer();
    renderPage(<TestsPage />);
    await screen.findByRole('link', { name: 'Complete blood count' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests by name or code' }), {
      target: { value: 'lipid' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Complete blood count' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Lipid profile' })).toBeTruthy();
    expect(testLists(requests()).at(-1)).toContain('search=lipid');
  });

  it('adds a test with the price typed in rupees sent in paise and the TAT in minutes', async () => {
    answer();
    renderPage(<TestsPage />);
    await screen.findByRole('link', { name: 'Complete blood count' });
    fireEvent.click(screen.getByRole('button', { name: 'Add test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add test' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), { target: { value: 'HBA1C' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'HbA1c' } });
    fireEvent.click(within(dialog).getByRole('textbox', { name: 'Department' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Biochemistry' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Price' }), { target: { value: '450' } });
    const tat = within(dialog).getByRole('textbox', { name: 'Target turnaround time' });
    fireEvent.change(tat, { target: { value: '1560' } });
    expect(within(dialog).getByText('= 1 d 2 h')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Radiology (reported with text and images)' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add test' }));

    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    const [url, init] = callsWith('POST')[0] ?? [];
    expect(String(url)).toBe('/api/v1/catalogue/tests');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      code: 'HBA1C',
      name: 'HbA1c',
      departmentId: 4,
      price: 45000,
      cost: 0,
      targetTatMinutes: 1560,
      isRadiology: true,
      isOutsourceTest: false,
      outsourceCentreId: null,
      loincCode: null,
    });
  });

  it('names the missing fields rather than sending the form', async () => {
    answer();
    renderPage(<TestsPage />);
    await screen.findByRole('link', { name: 'Complete blood count' });
    fireEvent.click(screen.getByRole('button', { name: 'Add test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add test' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Outsourced to another lab' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add test' }));
    expect(await within(dialog).findByText('Choose the centre the test is sent to.')).toBeTruthy();
    expect(callsWith('POST')).toHaveLength(0);
  });
});
