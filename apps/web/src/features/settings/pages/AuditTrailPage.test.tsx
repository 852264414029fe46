import type { AuditActors, AuditEntry, AuditPage } from '@lims/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { AuditTrailPage } from './AuditTrailPage';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-20T10:00:00.000Z',
  actor: { accountId: 7, kind: 'lab', name: 'Anita Desai' },
  area: 'centreSettings',
  action: 'settings.communication.update',
  entityType: 'labSettings',
  entityId: '3',
  before: { communication: { sms: { billingSms: false } } },
  after: { communication: { sms: { billingSms: true } } },
  ...overrides,
});
const entries = [
  entry({}),
  entry({
    id: 2,
    actor: { accountId: 9, kind: 'support', name: 'Sam Support' },
    action: 'support.labSettings.update',
    before: {},
    after: { encryptedReport: true },
  }),
  entry({
    id: 3,
    actor: { accountId: null, kind: 'system', name: null },
    action: 'lab.create',
    entityType: 'lab',
    before: null,
    after: { name: 'City Lab' },
  }),
];
const page = (items: AuditEntry[]): AuditPage => ({ items, total: items.length, nextCursor: null });
const actors: AuditActors = {
  items: [
    { accountId: 7, kind: 'lab', name: 'Anita Desai' },
    { accountId: 9, kind: 'support', name: 'Sam Support' },
  ],
};

const { fetchMock, requests } = stubApi();
const answer = () =>
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/v1/audit/actors') ? jsonResponse(200, actors) : jsonResponse(200, page(entries)),
  );

describe('Settings > Audit trail', () => {
  it('lists who changed what, newest first, with the system and support users named', async () => {
    answer();
    renderPage(<AuditTrailPage />);
    const rows = await screen.findAllByRole('row');
    const texts = rows.map((row) => row.textContent ?? '');
    expect(texts.some((text) => text.includes('Anita Desai'))).toBe(true);
    expect(texts.some((text) => text.includes('Sam Support (support)'))).toBe(true);
    expect(texts.some((text) => text.includes('System') && text.includes('lab.create'))).toBe(true);
    expect(screen.getAllByText('Centre settings').length).toBeGreaterThan(0);
    expect(requests()).toContain('GET /api/v1/audit?sort=at&direction=desc&limit=50&offset=0');
  }, 20_000);

  it('unfolds an entry into its changed fields, before beside after', async () => {
    answer();
    renderPage(<AuditTrailPage />);
    await screen.findAllByText('settings.communication.update');
    const row = screen
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes('Anita Desai')) as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /Show changes/ }));
    await within(row).findByText('communication.sms.billingSms');
    const change = row.querySelector('[data-field="communication.sms.billingSms"]') as HTMLElement;
    expect(change.textContent).toBe('communication.sms.billingSmsBefore: falseAfter: true');
  }, 20_000);

  it('filters by user and by area', async () => {
    answer();
    renderPage(<AuditTrailPage />);
    await screen.findAllByText('settings.communication.update');
    fireEvent.click(screen.getByRole('textbox', { name: 'User' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Anita Desai' }));
    await waitFor(() => expect(requests().some((request) => request.includes('accountId=7'))).toBe(true));
    fireEvent.click(screen.getByRole('textbox', { name: 'Area' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Billing' }));
    await waitFor(() =>
      expect(requests().some((request) => request.includes('accountId=7') && request.includes('area=billing'))).toBe(
        true,
      ),
    );
  }, 20_000);
});
