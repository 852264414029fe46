import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint, as the DataTable: a table of several columns becomes stacked rows. */
export const usePhone = () => useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
