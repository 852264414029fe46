import { DateRangePicker } from '../../ui';
import { useDateRange } from '../date-range/date-range-context';
import { useCurrentSession } from '../session/session-context';

export function DateRangeControl({ width }: { width?: number | string }) {
  const { timeZone } = useCurrentSession();
  const { range, setRange, reportsFilter } = useDateRange();
  return (
    <DateRangePicker
      value={range}
      onChange={setRange}
      timeZone={timeZone}
      width={width}
      reportsFilter={reportsFilter}
    />
  );
}
