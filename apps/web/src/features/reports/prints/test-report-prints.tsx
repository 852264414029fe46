import type { PrintList, PrintListPatient, PrintListReport, PrintSettings } from '@lims/contract';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { DateRangeProvider } from '../../../app/date-range/DateRangeProvider';
import { labSession } from '../../../app/session/test-session';
import { renderPage } from '../../../test/render-page';

/** A signed CBC of a bill with nothing due, not printed, not dispatched: for the print lists' tests. */
export const printReport: PrintListReport = {
  id: 201,
  status: 'signed',
  test: { id: 7, name: 'Complete Blood Count' },
  department: { id: 5, name: 'Haematology' },
  bill: { id: 9, labBillId: '1042', billedAt: '2025-05-21T09:00:00.000Z', due: false },
  printDone: false,
  printedAt: null,
  dispatched: false,
  outsourced: false,
  emergency: false,
  signedAt: '2025-05-21T11:00:00.000Z',
  seen: false,
};

export const printCard = (
  reports: PrintListReport[],
  overrides: Partial<Omit<PrintListPatient, 'patient'>> & { patient?: Partial<PrintListPatient['patient']> } = {},
): PrintListPatient => {
  const { patient, ...rest } = overrides;
  const printed = reports.filter((report) => report.printDone).length;
  return {
    patient: {
      id: 42,
      labPatientId: 'P-000042',
      referenceId: null,
      fullName: 'Rahul Sharma',
      designation: 'Mr.',
      age: 34,
      ageUnit: 'Years',
      gender: 'Male',
      recurring: false,
      ...patient,
    },
    referral: 'Dr. Anil Kapoor',
    organisation: 'City Clinic',
    emergency: false,
    latestAt: '2025-05-21T09:00:00.000Z',
    day: '2025-05-21',
    readyReports: reports.length,
    printedReports: printed,
    pendingPrints: reports.length - printed,
    allReportsReady: true,
    reports,
    ...rest,
  };
};

export const printListPage = (
  items: PrintListPatient[],
  grouping: PrintList['grouping'] = { flatWaitingList: false, showLatestOnTop: true },
): PrintList => ({
  items,
  total: items.length,
  nextCursor: null,
  counts: { signed: 7, dispatched: 3 },
  grouping,
});

export const printSettings = (overrides: Partial<PrintSettings> = {}): PrintSettings => ({
  fontSize: 10,
  fontFamily: 'DejaVu Sans',
  pageNumbers: true,
  paperMargin: 20,
  dateFormat: 'M d, Y, h:i a',
  withLetterhead: true,
  hideAmountDueReport: false,
  showDueReportAlert: false,
  version: 1,
  ...overrides,
});

function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{location.pathname}</output>;
}

/** A print list page at its address, with the header's date range, and the places its links lead. */
export function renderPrintPage(routePath: string, page: ReactElement, path: string) {
  return renderPage(
    <DateRangeProvider timeZone={labSession.timeZone}>
      <Routes>
        <Route path={routePath} element={page} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </DateRangeProvider>,
    { path },
  );
}
