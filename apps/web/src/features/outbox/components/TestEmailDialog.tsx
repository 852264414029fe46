import { SendTestEmail } from '@lims/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { Dialog, showSuccess } from '../../../ui';
import { useSendTestEmail } from '../hooks/use-outbox';

/** 'Send test e-mail': an admin enters an address; the e-mail goes the way every e-mail goes. */
export function TestEmailDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('outbox.sendTestTitle')}>
      {/* Mounted per opening, so that each starts empty. */}
      {opened && <TestEmailForm onDone={onClose} />}
    </Dialog>
  );
}

function TestEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const send = useSendTestEmail();
  const form = useForm<SendTestEmail>({
    initialValues: { to: '' },
    validate: zodResolver(SendTestEmail, { message: issueMessage }),
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      { to: values.to.trim() },
      {
        onSuccess: () => {
          showSuccess(t('outbox.testQueued'));
          onDone();
        },
        onError: (error) => applyApiError(form, error),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('outbox.sendTestHint')}
        </Text>
        <TextInput
          label={t('outbox.to')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          dir="ltr"
          maxLength={254}
          {...form.getInputProps('to')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('outbox.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
