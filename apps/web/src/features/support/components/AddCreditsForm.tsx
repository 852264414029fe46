import type { CreditKind, LabCredits } from '@lims/contract';
import { creditKinds, maxCreditAddition } from '@lims/domain';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { showSuccess } from '../../../ui';
import { useAddLabCredits } from '../hooks/use-support';

interface AddCreditsValues {
  kind: CreditKind;
  amount: number | string;
  expiresOn: string;
}

/** spec 002 §9 add_credit_amount: WhatsApp credits with their expiry day; SMS and id-scan credits too. */
export function AddCreditsForm({ labId, credits }: { labId: number; credits: LabCredits }) {
  const { t } = useTranslation();
  const add = useAddLabCredits(labId);
  const form = useForm<AddCreditsValues>({
    initialValues: { kind: 'whatsapp', amount: '', expiresOn: credits.whatsappExpiresOn ?? '' },
    validate: {
      amount: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxCreditAddition
          ? null
          : localiseMessage('invalidNumber'),
      expiresOn: (value, values) =>
        values.kind === 'whatsapp' && !value ? localiseMessage('whatsappExpiryRequired') : null,
    },
  });

  const submit = form.onSubmit((values) => {
    add.mutate(
      {
        kind: values.kind,
        body: {
          amount: Number(values.amount),
          expiresOn: values.kind === 'whatsapp' ? values.expiresOn : null,
          version: credits.version,
        },
      },
      {
        onSuccess: (saved) => {
          showSuccess(t('support.credits.added'));
          form.setValues({ amount: '', expiresOn: saved.whatsappExpiresOn ?? '' });
        },
        onError: (error) => applyApiError(form, error),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="support-add-credits">
      <Title order={3} size="h5" mb="sm" id="support-add-credits">
        {t('support.credits.addTitle')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t('support.credits.kind')}
            data={creditKinds.map((kind) => ({ value: kind, label: t(`support.credits.kinds.${kind}`) }))}
            {...form.getInputProps('kind')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('support.credits.amount')}
              required
              min={1}
              max={maxCreditAddition}
              allowDecimal={false}
              allowNegative={false}
              dir="ltr"
              {...form.getInputProps('amount')}
            />
            {form.values.kind === 'whatsapp' && (
              <TextInput
                type="date"
                label={t('support.credits.expiry')}
                description={t('support.credits.expiryHint')}
                required
                dir="ltr"
                {...form.getInputProps('expiresOn')}
              />
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} />}>
              {t('support.credits.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
