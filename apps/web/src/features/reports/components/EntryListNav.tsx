import { type EntryListTab, entryListTabs } from '@lims/domain';
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LinkTabs } from '../../../ui';
import { reportsPaths } from '../area';
import { entryListTabSegment } from './entry-list-tabs';

export type EntryListView = 'testWise' | 'patientWise';

const pathOf = (view: EntryListView, tab: EntryListTab) =>
  view === 'testWise'
    ? reportsPaths.testWise(entryListTabSegment(tab))
    : reportsPaths.patientWise(entryListTabSegment(tab));

/** spec 002 §4 'Worklist tabs', as links: each tab has its own address (spec 001 §2 tab paths). */
export function EntryListTabs({ view }: { view: EntryListView }) {
  const { t } = useTranslation();
  return (
    <LinkTabs
      label={t('reports.tabs.label')}
      tabs={entryListTabs.map((tab) => ({ to: pathOf(view, tab), label: t(`reports.tabs.${tab}`) }))}
    />
  );
}

/** Test-wise or patient-wise, on the same tab. */
export function EntryListViewSwitch({ view, tab }: { view: EntryListView; tab: EntryListTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <SegmentedControl
      aria-label={t('reports.view.label')}
      data={[
        { value: 'testWise', label: t('reports.view.testWise') },
        { value: 'patientWise', label: t('reports.view.patientWise') },
      ]}
      value={view}
      onChange={(next) => navigate(pathOf(next === 'patientWise' ? 'patientWise' : 'testWise', tab))}
    />
  );
}
