import { checkTestWise } from '@lims/domain';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui';
import { WorklistRunStatus } from '../components/WorklistRunStatus';
import { useWorklistOptions } from '../hooks/use-worklists';
import { FormProblem, ModalFooter, useWorklistModalForm, type WorklistModalProps } from './modal-parts';

/** spec 002 §2 'Test-wise Work List: choose a test; button WorkList', over the header's days and department. */
export function TestWiseWorkListModal({ opened, onClose, ...header }: WorklistModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('worklistModals.testWise.title')}>
      <TestWiseForm {...header} />
    </Dialog>
  );
}

function TestWiseForm({ from, to, departmentId }: Omit<WorklistModalProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const options = useWorklistOptions();
  const { generation, problem, edited, errorOf, submit } = useWorklistModalForm();
  const [testId, setTestId] = useState<string | null>(null);
  // The header's department narrows the list: a test of another department would find nothing.
  const tests = (options.data?.tests ?? []).filter(
    (test) => departmentId === undefined || test.departmentId === departmentId,
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = testId === null ? null : Number(testId);
        submit(
          () => checkTestWise(chosen),
          () =>
            generation.generate({
              kind: 'testWise',
              testId: chosen,
              from: from ?? null,
              to: to ?? null,
              departmentId: departmentId ?? null,
            }),
        );
      }}
    >
      <Stack gap="md">
        <Select
          label={t('worklistModals.testWise.test')}
          placeholder={t('worklistModals.testWise.testPlaceholder')}
          data={tests.map((test) => ({ value: String(test.id), label: `${test.code} — ${test.name}` }))}
          value={testId}
          onChange={(value) => {
            setTestId(value);
            edited();
          }}
          searchable
          clearable
          nothingFoundMessage={t('common.nothingFound')}
          disabled={options.isPending}
          error={errorOf('testId') ?? (options.isError ? t('worklistModals.optionsFailed') : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
        <FormProblem problem={problem} fields={['testId']} />
        <WorklistRunStatus generation={generation} />
        <ModalFooter
          generating={generation.generating}
          label={t('worklistModals.testWise.generate')}
          busyLabel={t('worklists.run.generating')}
        />
      </Stack>
    </form>
  );
}
