import type { OutboxMessage } from '@lims/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { Dialog, formatLabDateTime, UserText } from '../../../ui';
import { MessageStateBadge } from './MessageStateBadge';
import { channelLabels } from './message-labels';

/** One message as it was sent or held: who it was for, what it said, and how it went. */
export function MessageDialog({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  return (
    <Dialog opened={message !== null} onClose={onClose} title={t('outbox.view')} size="lg">
      {message && (
        <Stack gap="sm">
          <Field label={t('outbox.recipient')}>
            <UserText>{message.recipient}</UserText>
          </Field>
          <Field label={t('outbox.channel')}>
            <Text>{channelLabels(t)[message.channel]}</Text>
          </Field>
          <Field label={t('outbox.createdAt')}>
            <Text>{formatLabDateTime(message.createdAt, timeZone)}</Text>
          </Field>
          <Field label={t('outbox.state')}>
            <MessageStateBadge state={message.state} />
          </Field>
          {message.sentAt && (
            <Field label={t('outbox.sentAt')}>
              <Text>{formatLabDateTime(message.sentAt, timeZone)}</Text>
            </Field>
          )}
          {message.error && (
            <Field label={t('outbox.error')}>
              <Text c="red" dir="auto">
                {message.error}
              </Text>
            </Field>
          )}
          <Field label={t('outbox.subject')}>
            <UserText c={message.subject ? undefined : 'dimmed'}>{message.subject ?? t('outbox.noSubject')}</UserText>
          </Field>
          <Paper withBorder p="sm" radius="sm">
            <UserText style={{ whiteSpace: 'pre-wrap', textAlign: 'match-parent' }}>{message.body}</UserText>
          </Paper>
          {message.attachmentCount > 0 && (
            <Text size="sm" c="dimmed">
              {t('outbox.attachments', { count: message.attachmentCount })}
            </Text>
          )}
        </Stack>
      )}
    </Dialog>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={120} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      {children}
    </Group>
  );
}
