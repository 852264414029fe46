import { last3MonthsRange } from '@lims/domain';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-page';
import { defaultReportWindow, formatSelection } from '../../ui';
import { DateRangeControl } from '../frame/DateRangeControl';
import { labSession } from '../session/test-session';
import { DateRangeProvider } from './DateRangeProvider';
import { useDateRange } from './date-range-context';
import { useReportsFilterRange } from './use-reports-filter-range';

// The calendar's code loads on the first click.
configure({ asyncUtilTimeout: 4000 });

stubApi();
const { timeZone } = labSession;

/** What a page reads from the header: the range's days and the preset it came from. */
function RangeRead() {
  const { range } = useDateRange();
  return <output data-testid="range">{`${range.preset ?? 'custom'}: ${formatSelection(range, timeZone)}`}</output>;
}
function ReportsPage() {
  useReportsFilterRange();
  return <RangeRead />;
}

const renderAt = (path: string) =>
  renderPage(
    <DateRangeProvider timeZone={timeZone}>
      <DateRangeControl />
      <Link to="/reports">to reports</Link>
      <Link to="/bills">to bills</Link>
      <Routes>
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/bills" element={<RangeRead />} />
      </Routes>
    </DateRangeProvider>,
    { path, session: labSession },
  );

const openPicker = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^Date range: / }));
  await screen.findByText('Last 7 Days');
};
const read = () => screen.getByTestId('range').textContent;
const last3Months = () =>
  `last3Months: ${formatSelection({ ...last3MonthsRange(new Date(), timeZone), preset: null }, timeZone)}`;

// spec 001 line 109: "The reports filter has a 'Last 3 Months' preset that limits the earliest date to three months back".
describe("the reports filter's 'Last 3 Months' in the header's picker", () => {
  it('is not offered on a page without the reports filter, where the year presets stay', async () => {
    renderAt('/bills');
    await openPicker();
    expect(screen.queryByText('Last 3 Months')).toBeNull();
    expect(screen.getByText('Last 12 Months')).toBeTruthy();
  });

  it('is offered on a reports page, without the presets that start earlier, and chooses three months back to today', async () => {
    renderAt('/reports');
    await openPicker();
    expect(screen.queryByText('Last 12 Months')).toBeNull();
    expect(screen.queryByText('Last Year')).toBeNull();
    fireEvent.click(screen.getByText('Last 3 Months'));
    await waitFor(() => expect(read()).toBe(last3Months()));
  });

  it('clamps a range chosen elsewhere that starts earlier while the reports page is open, and gives it back after', async () => {
    renderAt('/bills');
    await openPicker();
    fireEvent.click(screen.getByText('Last 12 Months'));
    await waitFor(() => expect(read()).toMatch(/^last12Months: /));
    const chosen = read();
    fireEvent.click(screen.getByRole('link', { name: 'to reports' }));
    await waitFor(() => expect(read()).toBe(last3Months()));
    fireEvent.click(screen.getByRole('link', { name: 'to bills' }));
    await waitFor(() => expect(read()).toBe(chosen));
  });
});

// spec 001 §9: 'Default report window is 4 days back, or the configured default time interval.'
describe('the default report window', () => {
  const window = () => {
    const range = defaultReportWindow(new Date(), timeZone);
    return `${range.preset ?? 'custom'}: ${formatSelection(range, timeZone)}`;
  };

  it('opens a reports page on today and the four days before, and any other page on today', async () => {
    renderAt('/reports');
    expect(read()).toBe(window());
    fireEvent.click(screen.getByRole('link', { name: 'to bills' }));
    await waitFor(() => expect(read()).toMatch(/^today: /));
  });

  it('gives way to the range the user picks, on every page', async () => {
    renderAt('/reports');
    await openPicker();
    fireEvent.click(screen.getByText('Last 7 Days'));
    await waitFor(() => expect(read()).toMatch(/^last7Days: /));
    fireEvent.click(screen.getByRole('link', { name: 'to bills' }));
    await waitFor(() => expect(read()).toMatch(/^last7Days: /));
  });
});
