import type { QcGroup, RecordQcRun } from '@lims/contract';
import { NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../app/session/session-context';
import { Dialog, DialogActions, showError, showSuccess } from '../../../ui';
import { useRecordQcRun } from '../hooks/use-quality-control';
import { formatQcNumber } from './qc-format';

interface RunFormValues {
  /** The date and time in the lab's time zone, as a datetime-local input holds it. */
  measuredAt: string;
  /** A value per test id; blank when the test was not run. */
  values: Record<string, number | string>;
  comment: string;
}

const inputFormat = 'YYYY-MM-DDTHH:mm';
/**
 * Now on the lab's clock: its records' times are shown in the lab's time zone too (ui's lab-date
 * gives dayjs its time-zone plugins).
 */
const labNow = (timeZone: string) => dayjs().tz(timeZone).format(inputFormat);
const instantOf = (value: string, timeZone: string) => dayjs.tz(value, timeZone);

/** Record run: when the control was measured and its value for each test the group controls. */
export function RecordRunDialog({ group, opened, onClose }: { group: QcGroup; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} size="lg" title={t('qualityControl.run.title', { group: group.name })}>
      {opened && <RecordRunForm group={group} onDone={onClose} />}
    </Dialog>
  );
}

function RecordRunForm({ group, onDone }: { group: QcGroup; onDone: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const record = useRecordQcRun(group.id);
  const form = useForm<RunFormValues>({
    initialValues: {
      measuredAt: labNow(timeZone),
      values: Object.fromEntries(group.tests.map((test) => [String(test.testId), ''])),
      comment: '',
    },
    validate: {
      measuredAt: (value) => {
        const at = value ? instantOf(value, timeZone) : null;
        if (!at?.isValid()) return t('qualityControl.form.required');
        return at.isAfter(dayjs()) ? localiseMessage('qcRunInFuture') : null;
      },
    },
  });

  const submit = form.onSubmit((values) => {
    const entered = group.tests.flatMap((test) => {
      const value = values.values[String(test.testId)];
      return typeof value === 'number' ? [{ testId: test.testId, value }] : [];
    });
    if (entered.length === 0) {
      form.setFieldError('values', localiseMessage('qcRunEmpty'));
      return;
    }
    const body: RecordQcRun = {
      measuredAt: instantOf(values.measuredAt, timeZone).toISOString(),
      values: entered,
      comment: values.comment.trim() === '' ? null : values.comment.trim(),
    };
    record.mutate(body, {
      onSuccess: (answer) => {
        const message = localiseMessage(answer.messageKey, answer.messageParams);
        // A rejection holds reports: it is told in red, as the error it is for the bench.
        if (answer.status === 'rejected') showError(message);
        else showSuccess(message);
        onDone();
      },
      onError: (error) => applyApiError(form, error),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          type="datetime-local"
          label={t('qualityControl.run.measuredAt')}
          required
          max={labNow(timeZone)}
          {...form.getInputProps('measuredAt')}
        />
        <Text size="sm" c="dimmed">
          {t('qualityControl.run.blankHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {group.tests.map((test) => (
            <NumberInput
              key={test.testId}
              label={test.unit ? `${test.testName} (${test.unit})` : test.testName}
              description={t('qualityControl.run.target', {
                // Isolated left to right, so that Arabic keeps the mean before the SD.
                target: `\u2066${formatQcNumber(test.targetMean)} ± ${formatQcNumber(test.targetSd)}\u2069`,
              })}
              decimalScale={4}
              {...form.getInputProps(`values.${test.testId}`)}
            />
          ))}
        </SimpleGrid>
        {form.errors.values && (
          <Text size="sm" c="red" role="alert">
            {form.errors.values}
          </Text>
        )}
        <Textarea
          label={t('qualityControl.run.comment')}
          autosize
          minRows={2}
          maxLength={500}
          dir="auto"
          {...form.getInputProps('comment')}
        />
        <DialogActions submitLabel={t('qualityControl.run.save')} pending={record.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
