import type { StockRow } from '@lims/contract';
import { defaultDateFormat } from '@lims/domain';
import { Badge, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type StockLevel = StockRow['level'];
type ExpiryState = StockRow['expiry'];

/** Quantities are decimals of up to 6 places; three are enough to read a count of stock. */
const quantityFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 3 });
export const formatQuantity = (quantity: number): string => quantityFormat.format(quantity);

/** A calendar day (YYYY-MM-DD, no time zone) as the lab writes dates, DD-MM-YYYY. */
export const formatCalendarDate = (date: string): string => dayjs(date).format(defaultDateFormat);

/** A quantity with its unit, kept left to right in Arabic so '12.5 mL' does not turn round. */
export function Quantity({ quantity, unit, size = 'sm' }: { quantity: number; unit: string; size?: string }) {
  return (
    <Text size={size} dir="ltr" ta="start" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {formatQuantity(quantity)} {unit}
    </Text>
  );
}

const levelColours = { out: 'red', low: 'orange', ok: 'teal' } as const;

export function StockLevelBadge({ level }: { level: StockLevel }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={levelColours[level]} radius="sm">
      {t(`inventory.level.${level}`)}
    </Badge>
  );
}

/** Only an expired or nearly expired lot carries a badge; a fresh one needs none. */
export function ExpiryBadge({ expiry }: { expiry: ExpiryState }) {
  const { t } = useTranslation();
  if (expiry === 'ok') return null;
  return (
    <Badge variant="light" color={expiry === 'expired' ? 'red' : 'yellow'} radius="sm">
      {t(`inventory.expiry.${expiry}`)}
    </Badge>
  );
}
