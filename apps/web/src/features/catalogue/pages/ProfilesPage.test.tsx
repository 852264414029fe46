import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { routeApi } from '../../patients/test-patients';
import { cbcProfile, cbcTest, lipidTest, pageOf } from '../test-catalogue';
import { ProfilesPage } from './ProfilesPage';

const { fetchMock, callsWith } = stubApi();

function answer() {
  routeApi(fetchMock, [
    ['GET', '/api/v1/catalogue/profiles?', () => jsonResponse(200, pageOf([cbcProfile]))],
    ['GET', '/api/v1/catalogue/tests?', () => jsonResponse(200, pageOf([cbcTest, lipidTest]))],
    ['POST', '/api/v1/catalogue/profiles/21/copy', () => jsonResponse(201, { ...cbcProfile, id: 22 })],
  ]);
}

describe('Profiles', () => {
  it("lists each profile's price beside the sum of its tests' own prices", async () => {
    answer();
    renderPage(<ProfilesPage />);
    const row = (await screen.findByText('Fitness panel')).closest('tr') as HTMLElement;
    expect(within(row).getByText('₹950')).toBeTruthy();
    expect(within(row).getByText('₹800')).toBeTruthy();
    expect(within(row).getByText('Complete blood count, Lipid profile')).toBeTruthy();
  });

  it("adds up the picked tests' prices in the form as tests are added and removed", async () => {
    answer();
    renderPage(<ProfilesPage />);
    await screen.findByText('Fitness panel');
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add profile' });
    const sum = () => within(dialog).getByTestId('profile-sum').textContent;
    expect(sum()).toBe("Tests' own prices add up to ₹0");

    const search = within(dialog).getByRole('textbox', { name: 'Search tests by name or code to add' });
    fireEvent.click(search);
    fireEvent.click(await screen.findByRole('option', { name: 'CBC · Complete blood count' }));
    fireEvent.click(search);
    fireEvent.click(await screen.findByRole('option', { name: 'LIPID · Lipid profile' }));
    expect(sum()).toBe("Tests' own prices add up to ₹950");

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Profile price' }), { target: { value: '800' } });
    expect(within(dialog).getByText('The patient saves ₹150')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Complete blood count' }));
    expect(sum()).toBe("Tests' own prices add up to ₹600");
  });

  it('copies a profile under the new name and code asked for', async () => {
    answer();
    renderPage(<ProfilesPage />);
    await screen.findByText('Fitness panel');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Fitness panel' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a copy' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Fitness panel (copy)');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Make copy' }));
    expect(await within(dialog).findByText('Give the copy its own code.')).toBeTruthy();
    expect(callsWith('POST')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Senior fitness panel' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Code' }), { target: { value: 'FIT60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make copy' }));
    await waitFor(() => expect(callsWith('POST')).toHaveLength(1));
    const [url, init] = callsWith('POST')[0] ?? [];
    expect(String(url)).toBe('/api/v1/catalogue/profiles/21/copy');
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Senior fitness panel', code: 'FIT60' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make a copy' })).toBeNull());
  });
});
