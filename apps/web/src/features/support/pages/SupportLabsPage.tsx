import type { SupportLab } from '@lims/contract';
import { Anchor, Menu, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../app/session/access';
import { DataTable, type DataTableColumn, EmptyState, EnabledBadge, formatLabDate, PageHeader } from '../../../ui';
import { labCreditsPath, labSettingsPath } from '../area';
import { useSupportLabs } from '../hooks/use-support';

/** A support login's home (spec 002 §2): pick a lab, searched by its name, to work on it. */
export function SupportLabsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useSupportLabs();
  const allowed = useCan();
  // Settings first; a support user without that right works on the lab's credits.
  const labPath = (labId: number) => (allowed('support.labSettings') ? labSettingsPath(labId) : labCreditsPath(labId));
  const columns: DataTableColumn<SupportLab, 'name'>[] = [
    {
      key: 'name',
      header: t('support.labs.name'),
      sortKey: 'name',
      cell: (lab) => (
        <Anchor component={Link} to={labPath(lab.id)} fw={500} size="sm" dir="auto">
          {lab.name}
        </Anchor>
      ),
    },
    {
      key: 'country',
      header: t('support.labs.country'),
      width: 100,
      cell: (lab) => <Text size="sm">{lab.countryIsoCode}</Text>,
    },
    {
      key: 'currency',
      header: t('support.labs.currency'),
      width: 100,
      cell: (lab) => <Text size="sm">{lab.currency}</Text>,
    },
    {
      key: 'trialEnds',
      header: t('support.labs.trialEnds'),
      width: 140,
      cell: (lab) => (
        <Text size="sm" c={lab.trialEndsAt ? undefined : 'dimmed'}>
          {lab.trialEndsAt ? formatLabDate(lab.trialEndsAt, lab.timeZone) : t('support.labs.noTrial')}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('support.labs.status'),
      width: 120,
      cell: (lab) => <EnabledBadge enabled={lab.enabled} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('support.labs.title')} description={t('support.labs.description')} />
      <DataTable
        label={t('support.labs.title')}
        list={list}
        columns={columns}
        rowKey={(lab) => lab.id}
        rowActions={{
          name: (lab) => lab.name,
          items: (lab) => (
            <Menu.Item leftSection={<IconSettings size={16} stroke={1.5} />} onClick={() => navigate(labPath(lab.id))}>
              {t('support.labs.open')}
            </Menu.Item>
          ),
        }}
        searchPlaceholder={t('support.labs.search')}
        empty={
          <EmptyState
            variant="noPending"
            title={t('support.labs.emptyTitle')}
            description={t('support.labs.emptyDescription')}
          />
        }
        minWidth={640}
      />
    </>
  );
}
