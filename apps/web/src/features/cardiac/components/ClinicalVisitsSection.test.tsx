import type { CardiacScoreAnswer, ClinicalInfoForm } from '@lims/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labSession } from '../../../app/session/test-session';
import { jsonResponse, renderPage, stubApi } from '../../../test/render-page';
import { patient, routeApi } from '../../patients/test-patients';
import { clinicalVisit, clinicalVisitDetail, scoreAnswer } from '../test-cardiac';
import { ClinicalVisitsSection } from './ClinicalVisitsSection';

// The form has its own tests: here it stands for what it gives back, the answer to Get Score.
const form = vi.hoisted(() => ({ answer: null as CardiacScoreAnswer | null }));
vi.mock('./ClinicalInfoModal', () => ({
  ClinicalInfoModal: (props: {
    opened: boolean;
    initialForm?: ClinicalInfoForm;
    onScored: (answer: CardiacScoreAnswer) => void;
  }) =>
    props.opened && (
      <div role="dialog" aria-label="Clinical Info">
        <p>Age on the form: {props.initialForm?.Age ?? 'none'}</p>
        <button type="button" onClick={() => form.answer && props.onScored(form.answer)}>
          Get Score
        </button>
      </div>
    ),
}));

const { fetchMock, requests } = stubApi();
const base = `/api/v1/patients/${patient.id}/clinical-visits`;
const newest = clinicalVisit(3, '2025-06-10', 12.4);
const saveOnly = clinicalVisit(2, '2025-03-01', null);
const oldest = clinicalVisit(1, '2024-12-01', 4.2);

function answer(visits = [newest, saveOnly, oldest]) {
  routeApi(fetchMock, [
    ...visits.map(
      (visit) =>
        ['GET', `${base}/${visit.id}`, () => jsonResponse(200, clinicalVisitDetail(visit))] as [
          string,
          string,
          () => Response,
        ],
    ),
    ['GET', base, () => jsonResponse(200, { items: visits })],
  ]);
}

const visitRows = async () =>
  within(await screen.findByRole('list', { name: 'Clinical visits' })).getAllByRole('listitem');

describe('The clinical visits on the patient page', () => {
  it('shows the latest score in its band, then every visit newest first, a heart on those with a score', async () => {
    answer();
    renderPage(<ClinicalVisitsSection patient={patient} />);
    const rows = await visitRows();
    expect(rows.map((row) => row.textContent)).toEqual([
      '10-06-202512.4%Critical',
      '01-03-2025Clinical info saved',
      '01-12-20244.2%Normal',
    ]);
    const hearts = rows.map((row) => within(row).queryByRole('img', { name: 'Has a cardiac score' }) !== null);
    expect(hearts).toEqual([true, false, true]);
    const section = screen.getByRole('region', { name: 'Clinical visits' });
    expect(within(section).getByText('Latest cardiac risk score').parentElement?.textContent).toContain(
      '12.4%Critical10-06-2025',
    );
  });

  it('draws the score over visits, oldest first, once there are two scores', async () => {
    answer();
    const { unmount } = renderPage(<ClinicalVisitsSection patient={patient} />);
    expect(
      await screen.findByRole('img', {
        name: 'Cardiac risk score over visits, oldest first: 01-12-2024 4.2%, 10-06-2025 12.4%',
      }),
    ).toBeTruthy();
    unmount();

    answer([newest, saveOnly]);
    renderPage(<ClinicalVisitsSection patient={patient} />);
    await visitRows();
    expect(screen.queryByRole('img', { name: /Cardiac risk score over visits/ })).toBeNull();
  });

  it('opens a past visit’s result', async () => {
    answer();
    renderPage(<ClinicalVisitsSection patient={patient} />);
    const rows = await visitRows();
    fireEvent.click(within(rows[2] as HTMLElement).getByRole('button'));
    const result = await screen.findByRole('dialog', { name: 'Cardiac Risk Score' });
    expect(await within(result).findByRole('img', { name: 'Cardiac risk score 4.2%, Normal' })).toBeTruthy();
    expect(within(result).getByText('01-12-2024')).toBeTruthy();
    expect(requests()).toContain(`GET ${base}/1`);
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it("says 'No data available.' when the patient has no visit", async () => {
    answer([]);
    renderPage(<ClinicalVisitsSection patient={patient} />);
    expect(await screen.findByText('No data available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Clinical Info' })).toBeTruthy();
  });

  it('opens the form as at the last visit, and after Get Score shows the new result', async () => {
    answer();
    form.answer = scoreAnswer(clinicalVisit(4, '2025-07-01', 7.3));
    renderPage(<ClinicalVisitsSection patient={patient} />);
    await visitRows();
    await waitFor(() => expect(requests()).toContain(`GET ${base}/3`));
    const update = screen.getByRole('button', { name: 'Update Clinical Info' });
    await waitFor(() => expect(update.hasAttribute('data-loading')).toBe(false));
    fireEvent.click(update);
    const clinicalInfo = screen.getByRole('dialog', { name: 'Clinical Info' });
    expect(within(clinicalInfo).getByText('Age on the form: 55')).toBeTruthy();

    fireEvent.click(within(clinicalInfo).getByRole('button', { name: 'Get Score' }));
    expect(screen.queryByRole('dialog', { name: 'Clinical Info' })).toBeNull();
    const result = await screen.findByRole('dialog', { name: 'Cardiac Risk Score' });
    expect(within(result).getByRole('img', { name: 'Cardiac risk score 7.3%, Abnormal' })).toBeTruthy();
    expect(within(result).getByText('01-07-2025')).toBeTruthy();
  });

  it("hides 'Update Clinical Info' without the right to record, and in read-only mode", async () => {
    answer();
    const referral = { ...labSession, admin: false, user: { ...labSession.user, isReferral: true } };
    const { unmount } = renderPage(<ClinicalVisitsSection patient={patient} />, { session: referral });
    await visitRows();
    expect(screen.queryByRole('button', { name: 'Update Clinical Info' })).toBeNull();
    unmount();

    renderPage(<ClinicalVisitsSection patient={patient} readOnly />);
    await visitRows();
    expect(screen.queryByRole('button', { name: 'Update Clinical Info' })).toBeNull();
    // Without the button there is no form to fill: the last visit is not read ahead.
    expect(requests()).not.toContain(`GET ${base}/3`);
  });
});
