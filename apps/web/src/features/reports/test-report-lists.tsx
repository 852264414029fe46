import type { PatientReportsItem, ReportList, ReportListItem, SessionData } from '@lims/contract';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { DateRangeProvider } from '../../app/date-range/DateRangeProvider';
import { labSession } from '../../app/session/test-session';
import { renderPage } from '../../test/render-page';

/** A CBC of a received, accessioned sample, with no values yet: for the tests of the entry lists. */
export const reportItem: ReportListItem = {
  id: 101,
  version: 3,
  status: 'incomplete',
  stage: 'pending',
  test: { id: 7, code: 'CBC', name: 'Complete Blood Count' },
  department: { id: 5, name: 'Haematology' },
  patient: {
    id: 42,
    labPatientId: 'P-000042',
    fullName: 'Rahul Sharma',
    designation: 'Mr.',
    gender: 'Male',
    age: 34,
    ageUnit: 'Years',
  },
  bill: { id: 9, labBillId: '1042', billedAt: '2025-05-21T09:00:00.000Z' },
  sample: {
    id: 11,
    autoSampleId: 'S-000011',
    accessionNo: 'ACC-7',
    status: 'received',
    redrawFlag: 0,
    accessionedAt: '2025-05-21T10:00:00.000Z',
  },
  targetTatMinutes: 0,
  criticalValues: 0,
  criticalAcknowledged: false,
  emergency: false,
  outsourced: false,
  signatures: 0,
  exception: { inQuestion: false, onHold: false, notPerformed: false, isResolved: false, qcHold: false },
  consultingDoctorId: null,
  updatedAt: '2025-05-21T10:00:00.000Z',
};

export const reportPage = <Item,>(items: Item[]): { items: Item[]; total: number; nextCursor: null } => ({
  items,
  total: items.length,
  nextCursor: null,
});
export const reportListPage = (items: ReportListItem[]): ReportList => reportPage(items);

export const patientItem = (
  reports: ReportListItem[],
  overrides: Partial<PatientReportsItem> = {},
): PatientReportsItem => ({
  patient: reports[0]?.patient ?? reportItem.patient,
  status: 'pending',
  emergency: false,
  reports,
  ...overrides,
});

/** A signed-in signing doctor of the lab, with access to two departments. */
export const doctorSession: SessionData = {
  ...labSession,
  kind: 'doctor',
  admin: false,
  docLabId: 1,
  user: { ...labSession.user, id: 31, username: 'dr.mehta', name: 'Dr. Kavita Mehta', dashboardLabel: 'Technician' },
  departments: [
    { id: 5, name: 'Haematology' },
    { id: 6, name: 'Biochemistry' },
  ],
};

/** Where a link of the list led, and the state it carried. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{JSON.stringify({ path: location.pathname, state: location.state })}</output>;
}

/** A page of the entry lists at its address, with the header's date range, and the places its links lead. */
export function renderListPage(
  routePath: string,
  page: ReactElement,
  options: { path: string; session?: SessionData },
) {
  return renderPage(
    <DateRangeProvider timeZone={(options.session ?? labSession).timeZone}>
      <Routes>
        <Route path={routePath} element={page} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </DateRangeProvider>,
    options,
  );
}
