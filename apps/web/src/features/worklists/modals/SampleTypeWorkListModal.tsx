import { checkSampleType, type WorklistSortOrder, worklistSortOrders } from '@lims/domain';
import { Group, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui';
import { WorklistRunStatus } from '../components/WorklistRunStatus';
import {
  DayField,
  FormProblem,
  ModalFooter,
  useLabToday,
  useWorklistModalForm,
  type WorklistModalProps,
} from './modal-parts';

/**
 * spec 002 §2 'Sample Type Work List: from date, to date, sort order Descending or Ascending,
 * button Generate Report (Generating... while busy)'. The dates start as the header's days.
 */
export function SampleTypeWorkListModal({ opened, onClose, from, to }: WorklistModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('worklistModals.sampleType.title')}>
      <SampleTypeForm initialFrom={from ?? ''} initialTo={to ?? ''} />
    </Dialog>
  );
}

function SampleTypeForm({ initialFrom, initialTo }: { initialFrom: string; initialTo: string }) {
  const { t } = useTranslation();
  const today = useLabToday();
  const { generation, problem, edited, errorOf, submit } = useWorklistModalForm();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [sortOrder, setSortOrder] = useState<WorklistSortOrder>('descending');

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(
          () => checkSampleType({ from, to, today }),
          () => generation.generate({ kind: 'sampleType', from, to, sortOrder }),
        );
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DayField
            label={t('worklistModals.fromDate')}
            value={from}
            today={today}
            required
            error={errorOf('from')}
            onChange={(day) => {
              setFrom(day);
              edited();
            }}
          />
          <DayField
            label={t('worklistModals.toDate')}
            value={to}
            today={today}
            required
            error={errorOf('to')}
            onChange={(day) => {
              setTo(day);
              edited();
            }}
          />
        </SimpleGrid>
        <Radio.Group
          label={t('worklistModals.sampleType.sortOrder')}
          value={sortOrder}
          onChange={(value) => {
            setSortOrder(value as WorklistSortOrder);
            edited();
          }}
        >
          <Group gap="lg" mt={6}>
            {worklistSortOrders.map((order) => (
              <Radio key={order} value={order} label={t(`worklistModals.sampleType.sortOrders.${order}`)} />
            ))}
          </Group>
        </Radio.Group>
        <FormProblem problem={problem} fields={['from', 'to']} />
        <WorklistRunStatus generation={generation} />
        <ModalFooter
          generating={generation.generating}
          label={t('worklistModals.sampleType.generate')}
          busyLabel={t('worklists.run.generating')}
        />
      </Stack>
    </form>
  );
}
