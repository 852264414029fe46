import type { BillListItem } from '@lims/contract';
import { Anchor, Group, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../../app/money/use-money';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, formatLabDate, OptionalDateRange, UserText } from '../../../ui';
import { billingPaths } from '../area';
import type { BillSortKey, useBillList } from '../hooks/use-bills';
import { BillStatusBadge, PaymentStatusBadge } from './BillBadges';

const amountCell = (text: string, strong = false) => (
  <Text size="sm" fw={strong ? 600 : undefined} dir="ltr" ta="end" style={{ whiteSpace: 'nowrap' }}>
    {text}
  </Text>
);

interface BillsTableProps {
  list: ReturnType<typeof useBillList>;
  empty: ReactNode;
}

/** The bill list: searched, filtered by payment status and date, paged by the server; the bill id opens the bill. */
export function BillsTable({ list, empty }: BillsTableProps) {
  const { t } = useTranslation();
  const { timeZone, branchManagement } = useCurrentSession();
  const money = useMoney();
  const columns: DataTableColumn<BillListItem, BillSortKey>[] = [
    {
      key: 'labBillId',
      header: t('billing.list.billId'),
      sortKey: 'labBillId',
      width: 110,
      cell: (bill) => (
        <Anchor component={Link} to={billingPaths.bill(bill.id)} size="sm" ff="monospace" fw={500} dir="ltr">
          {bill.labBillId}
        </Anchor>
      ),
    },
    {
      key: 'createdAt',
      header: t('billing.list.date'),
      sortKey: 'createdAt',
      width: 110,
      cell: (bill) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatLabDate(bill.createdAt, timeZone)}
        </Text>
      ),
    },
    {
      key: 'patient',
      header: t('billing.list.patient'),
      width: 190,
      cell: (bill) => (
        <UserText size="sm" fw={500} lineClamp={2}>
          {bill.patient.fullName}
        </UserText>
      ),
    },
    {
      key: 'organisation',
      header: t('billing.fields.organisation'),
      width: 180,
      cell: (bill) => (
        <UserText size="sm" lineClamp={2}>
          {bill.organisation?.name ?? '-'}
        </UserText>
      ),
    },
    // spec 001 §6: with branch management on, each bill shows the branch it was made in.
    ...(branchManagement
      ? [
          {
            key: 'branch',
            header: t('branches.column'),
            width: 140,
            cell: (bill: BillListItem) => (
              <UserText size="sm" lineClamp={2}>
                {bill.branch?.name ?? '-'}
              </UserText>
            ),
          },
        ]
      : []),
    {
      key: 'tests',
      header: t('billing.list.tests'),
      cell: (bill) => (
        <UserText size="sm" c="dimmed" lineClamp={2}>
          {bill.testNames.join(', ')}
        </UserText>
      ),
    },
    {
      key: 'netAmount',
      header: t('billing.list.net'),
      sortKey: 'netAmount',
      width: 110,
      cell: (bill) => amountCell(money.format(bill.netAmount)),
    },
    {
      key: 'paid',
      header: t('billing.list.paid'),
      width: 110,
      cell: (bill) => amountCell(money.format(bill.paidAmount)),
    },
    {
      key: 'dueAmount',
      header: t('billing.list.due'),
      sortKey: 'dueAmount',
      width: 110,
      cell: (bill) => amountCell(money.format(bill.dueAmount), bill.dueAmount > 0),
    },
    {
      key: 'status',
      header: t('common.status'),
      width: 110,
      cell: (bill) => (
        <Group gap={4} wrap="nowrap">
          <PaymentStatusBadge status={bill.paymentStatus} />
          <BillStatusBadge status={bill.status} />
        </Group>
      ),
    },
  ];

  return (
    <DataTable
      label={t('nav.bills')}
      list={list}
      columns={columns}
      rowKey={(bill) => bill.id}
      searchPlaceholder={t('billing.list.search')}
      filters={
        <>
          <Select
            aria-label={t('billing.list.paymentStatus')}
            placeholder={t('billing.list.paymentStatus')}
            clearable
            data={[
              { value: 'due', label: t('billing.badges.due') },
              { value: 'paid', label: t('billing.badges.paid') },
            ]}
            value={list.filters.paymentStatus ?? null}
            onChange={(value) =>
              list.setFilters({
                ...list.filters,
                paymentStatus: value === 'due' || value === 'paid' ? value : undefined,
              })
            }
            w={{ base: '100%', xs: 170 }}
          />
          <OptionalDateRange
            anyLabel={t('billing.list.anyDate')}
            clearLabel={t('billing.list.clearDate')}
            startPreset="last7Days"
            timeZone={timeZone}
            onChange={(days) => list.setFilters({ ...list.filters, from: days?.from, to: days?.to })}
          />
        </>
      }
      empty={empty}
      minWidth={branchManagement ? 1220 : 1080}
    />
  );
}
