import { missingFields, missingFieldsMessage } from '@lims/domain';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { localiseMessage } from '../../../app/i18n/localise-message';

/**
 * A stage's mandatory fields (spec 000 §5): after the first try to go on, the blank ones are
 * marked and named, by their labels in upper case, in the one message above the action.
 * `labels` lists the fields in the order the message names them.
 */
export function useMandatoryFields<Name extends string>(
  values: Partial<Record<NoInfer<Name>, unknown>>,
  labels: Record<Name, string>,
) {
  const [tried, setTried] = useState(false);
  const names = Object.keys(labels) as Name[];
  const missing = missingFields(values, names);
  const message = tried ? missingFieldsMessage(missing.map((name) => labels[name])) : undefined;
  return {
    isMissing: (name: Name) => tried && missing.includes(name),
    message: message && localiseMessage(message.messageKey, message.params),
    /** Marks the try; true when nothing is missing. */
    attempt: () => {
      setTried(true);
      return missing.length === 0;
    },
  };
}

interface StageFormProps {
  title: string;
  /** The missing-fields message, once there is one. */
  message: string | undefined;
  /** Asked on submit; goes on only when it says nothing is missing. */
  attempt: () => boolean;
  onSubmit: () => void;
  /** The stage's button (type submit). */
  action: ReactNode;
  children: ReactNode;
}

/** One stage's form: its title, its fields, the missing-fields message and its action. */
export function StageForm({ title, message, attempt, onSubmit, action, children }: StageFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (attempt()) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
        {message && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={18} />} role="alert" p="sm">
            <Text size="sm">{message}</Text>
          </Alert>
        )}
        <Group justify="flex-end">{action}</Group>
      </Stack>
    </form>
  );
}
