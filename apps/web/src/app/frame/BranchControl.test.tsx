import type { SessionData } from '@lims/contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi, testCsrfToken } from '../../test/render-page';
import { DateRangeProvider } from '../date-range/DateRangeProvider';
import { labSession } from '../session/test-session';
import { showsBranchSelector } from './branch-selector';
import { LabHeader } from './LabHeader';

configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout: the select's option list scrolls to the chosen option.
Element.prototype.scrollIntoView = () => {};

const api = stubApi();
const north = { id: 1, name: 'North Centre' };
const south = { id: 2, name: 'South Centre' };
/** A lab that manages branches, and an admin bound to none. */
const branchLab: SessionData = {
  ...labSession,
  branchManagement: true,
  branches: [north, south],
  currentBranch: null,
  allBranchesAllowed: true,
};

const renderHeader = (session: SessionData) =>
  renderPage(
    <DateRangeProvider timeZone={session.timeZone}>
      <LabHeader navOpened={false} onToggleNav={() => {}} />
    </DateRangeProvider>,
    { session },
  );
/** The switch answers with `session`; the header's brand asks for the lab's profile, which does not matter here. */
const answerSwitchWith = (session: SessionData) =>
  api.fetchMock.mockImplementation(async (url) =>
    String(url) === '/api/v1/session/branch'
      ? jsonResponse(200, { csrfToken: testCsrfToken, session })
      : jsonResponse(404, { error: { code: 'not_found', messageKey: 'notFound', message: 'Not found.' } }),
  );
const branchField = () => screen.queryByRole('textbox', { name: 'Branch' });
/** The field's code loads when the header first shows it (HeaderControls). */
const shownBranchField = async () => (await screen.findByRole('textbox', { name: 'Branch' })) as HTMLInputElement;

describe('the branch selector in the header (spec 001 §6)', () => {
  it('shows only when isCollectionCenter is 0 and branch management is on, for lab staff', () => {
    expect(showsBranchSelector(branchLab)).toBe(true);
    expect(showsBranchSelector({ ...branchLab, branchManagement: false })).toBe(false);
    expect(showsBranchSelector({ ...branchLab, isCollectionCenter: 4 })).toBe(false);
    expect(showsBranchSelector({ ...branchLab, kind: 'doctor' })).toBe(false);
    expect(showsBranchSelector({ ...branchLab, branches: [] })).toBe(false);
  });

  it('is in the header of a lab with branches, showing the current choice', async () => {
    renderHeader(branchLab);
    expect((await shownBranchField()).value).toBe('All branches');
  });

  it('is not in the header while branch management is off', () => {
    renderHeader({ ...labSession, branches: [north, south] });
    expect(branchField()).toBeNull();
  });

  it("offers 'All branches' to a user bound to no branch, and switches to a branch by its id", async () => {
    answerSwitchWith({ ...branchLab, currentBranch: south });
    renderHeader(branchLab);
    fireEvent.click(await shownBranchField());
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All branches', 'North Centre', 'South Centre']);
    fireEvent.click(within(list).getByRole('option', { name: 'South Centre' }));
    await waitFor(() => expect(api.callsWith('PUT')).toHaveLength(1));
    const [url, init] = api.callsWith('PUT')[0] ?? [];
    expect(String(url)).toBe('/api/v1/session/branch');
    expect(JSON.parse(String(init?.body))).toEqual({ branchId: 2 });
  });

  it('switches back to all branches with null', async () => {
    answerSwitchWith(branchLab);
    renderHeader({ ...branchLab, currentBranch: north });
    expect((await shownBranchField()).value).toBe('North Centre');
    fireEvent.click(await shownBranchField());
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'All branches' }));
    await waitFor(() => expect(api.callsWith('PUT')).toHaveLength(1));
    expect(JSON.parse(String(api.callsWith('PUT')[0]?.[1]?.body))).toEqual({ branchId: null });
  });

  it('gives a user bound to a branch only their branch, without all branches', async () => {
    renderHeader({ ...branchLab, branches: [south], currentBranch: south, allBranchesAllowed: false });
    expect((await shownBranchField()).value).toBe('South Centre');
    fireEvent.click(await shownBranchField());
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['South Centre']);
  });
});
