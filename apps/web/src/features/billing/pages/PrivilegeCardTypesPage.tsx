import type { PrivilegeCardType } from '@lims/contract';
import { Button, Menu, Text } from '@mantine/core';
import { IconBan, IconCircleCheck, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../app/money/use-money';
import { notifyError } from '../../../app/notify-error';
import {
  confirm,
  DataTable,
  type DataTableColumn,
  EmptyState,
  EnabledBadge,
  PageHeader,
  showSuccess,
  UserText,
} from '../../../ui';
import type { CardTypeSortKey } from '../api/privilege-cards-api';
import { CardTypeDialog } from '../components/CardTypeDialog';
import { percentOfBasisPoints } from '../components/percent';
import { useCardTypeList, useUpdateCardType } from '../hooks/use-privilege-cards';

type Editing = { cardType: PrivilegeCardType | null } | null;

/** Settings > Privilege cards (spec 000 §6): the lab's membership card types and their discounts. */
export function PrivilegeCardTypesPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useCardTypeList();
  const update = useUpdateCardType();
  const [editing, setEditing] = useState<Editing>(null);
  const edited = editing?.cardType
    ? (list.items.find((type) => type.id === editing.cardType?.id) ?? editing.cardType)
    : null;

  const toggle = async (cardType: PrivilegeCardType) => {
    const disabling = cardType.enabled;
    const sure = await confirm(
      disabling
        ? {
            title: t('billing.cardTypes.disableTitle'),
            message: t('billing.cardTypes.disableMessage', { name: cardType.name }),
            destructive: true,
            confirmLabel: t('common.disable'),
          }
        : {
            title: t('billing.cardTypes.enableTitle'),
            message: t('billing.cardTypes.enableMessage', { name: cardType.name }),
            confirmLabel: t('common.enable'),
          },
    );
    if (!sure) return;
    update.mutate(
      { id: cardType.id, changes: { enabled: !disabling, version: cardType.version } },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (error) => notifyError(error, t('messages.updateFailed')),
      },
    );
  };

  const number = (value: string) => (
    <Text size="sm" dir="ltr" ta="end">
      {value}
    </Text>
  );
  // The numbers take their headers' width; the name keeps room to be read (the table scrolls
  // before it clips): at 1024 px fixed widths left it two cut words beside half-empty columns.
  const columns: DataTableColumn<PrivilegeCardType, CardTypeSortKey>[] = [
    {
      key: 'name',
      header: t('billing.cardTypes.name'),
      sortKey: 'name',
      cell: (type) => (
        <UserText fw={500} c={type.enabled ? undefined : 'dimmed'} lineClamp={2} miw={140}>
          {type.name}
        </UserText>
      ),
    },
    {
      key: 'discount',
      header: t('billing.cardTypes.discount'),
      cell: (type) => number(`${percentOfBasisPoints(type.discountBasisPoints)} %`),
    },
    {
      key: 'validity',
      header: t('billing.cardTypes.validityDays'),
      cell: (type) => number(String(type.validityDays)),
    },
    {
      key: 'price',
      header: t('billing.cardTypes.price'),
      cell: (type) => number(money.format(type.price)),
    },
    {
      key: 'members',
      header: t('billing.cardTypes.maxMembers'),
      cell: (type) => number(String(type.maxMembers)),
    },
    { key: 'status', header: t('common.status'), width: 120, cell: (type) => <EnabledBadge enabled={type.enabled} /> },
  ];
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ cardType: null })}>
      {t('billing.cardTypes.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('billing.cardTypes.title')}
        description={t('billing.cardTypes.description')}
        actions={addButton}
      />
      <DataTable
        label={t('billing.cardTypes.title')}
        list={list}
        columns={columns}
        rowKey={(type) => type.id}
        rowActions={{
          name: (type) => type.name,
          items: (type) => (
            <>
              <Menu.Item
                leftSection={<IconPencil size={16} stroke={1.5} />}
                onClick={() => setEditing({ cardType: type })}
              >
                {t('common.edit')}
              </Menu.Item>
              <Menu.Divider />
              {type.enabled ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconBan size={16} stroke={1.5} />}
                  onClick={() => void toggle(type)}
                >
                  {t('common.disable')}
                </Menu.Item>
              ) : (
                <Menu.Item leftSection={<IconCircleCheck size={16} stroke={1.5} />} onClick={() => void toggle(type)}>
                  {t('common.enable')}
                </Menu.Item>
              )}
            </>
          ),
        }}
        searchPlaceholder={t('billing.cardTypes.search')}
        empty={
          <EmptyState
            variant="noPending"
            title={t('billing.cardTypes.emptyTitle')}
            description={t('billing.cardTypes.emptyDescription')}
          >
            {addButton}
          </EmptyState>
        }
        minWidth={720}
      />
      <CardTypeDialog opened={editing !== null} cardType={edited} onClose={() => setEditing(null)} />
    </>
  );
}
