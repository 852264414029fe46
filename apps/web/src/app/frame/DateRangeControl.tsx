import { Box } from '@mantine/core';
import { DateRangePicker } from '../../ui';
import { useDateRange } from '../date-range/date-range-context';
import { useCurrentSession } from '../session/session-context';

export function DateRangeControl() {
  const { timeZone } = useCurrentSession();
  const { range, setRange } = useDateRange();
  return (
    <Box visibleFrom="md">
      <DateRangePicker value={range} onChange={setRange} timeZone={timeZone} />
    </Box>
  );
}
