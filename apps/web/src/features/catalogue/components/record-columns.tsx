import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { type DataTableColumn, formatLabDate, UserText } from '../../../ui';

interface NamedRecord {
  name: string;
  enabled: boolean;
  createdAt: string;
}

/** The columns every catalogue list shares: the name (dimmed once disabled) and the day it was added. */
export function useRecordColumns<Item extends NamedRecord, SortKey extends string>() {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const name: DataTableColumn<Item, SortKey> = {
    key: 'name',
    header: t('catalogue.fields.name'),
    sortKey: 'name' as SortKey,
    cell: (item) => (
      <UserText fw={500} c={item.enabled ? undefined : 'dimmed'} lineClamp={2}>
        {item.name}
      </UserText>
    ),
  };
  const addedOn: DataTableColumn<Item, SortKey> = {
    key: 'createdAt',
    header: t('catalogue.fields.addedOn'),
    sortKey: 'createdAt' as SortKey,
    width: 140,
    cell: (item) => (
      <UserText size="sm" c="dimmed">
        {formatLabDate(item.createdAt, timeZone)}
      </UserText>
    ),
  };
  return { name, addedOn };
}

/** A test's or a profile's code, in a fixed-width face so codes line up. */
export function useCodeColumn<Item extends { code: string }, SortKey extends string>(): DataTableColumn<Item, SortKey> {
  const { t } = useTranslation();
  return {
    key: 'code',
    header: t('catalogue.fields.code'),
    sortKey: 'code' as SortKey,
    width: 110,
    cell: (item) => (
      <UserText size="sm" ff="monospace">
        {item.code}
      </UserText>
    ),
  };
}
