import { Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type { RegistrationValues } from './registration-form';

export type RegistrationForm = UseFormReturnType<RegistrationValues>;

/**
 * The pickers of the form render their options only while open: Mantine keeps a closed list in
 * the page by default, and the form's few hundred countries and nationalities would otherwise be
 * rendered again on every key typed anywhere in it.
 */
export const closedListUnmounted = { keepMounted: false } as const;

/** What every section of the registration form is given. */
export interface SectionProps {
  form: RegistrationForm;
  /** The fields the lab's settings and the chosen organisation make mandatory. */
  required: ReadonlySet<string>;
  /** Checks one field again as the user leaves it, once the form has been submitted. */
  checkField: (path: string) => void;
}

interface FormSectionProps {
  title: string;
  /** Beside the title: a badge or a quiet action. */
  aside?: ReactNode;
  children: ReactNode;
  /** Fields side by side: one on phones, two from tablets, three on wide screens; 'rows' stacks its children. */
  columns?: { base: number; sm: number; lg: number } | 'rows';
}

/** One card of the registration form, its fields in a grid. */
export function FormSection({ title, aside, children, columns = { base: 1, sm: 2, lg: 3 } }: FormSectionProps) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="md" gap="sm" wrap="wrap">
        <Title order={3} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {columns === 'rows' ? (
        <Stack gap="md">{children}</Stack>
      ) : (
        <SimpleGrid cols={columns} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      )}
    </Card>
  );
}

interface TypedFieldProps {
  form: RegistrationForm;
  /** The form value it edits, `insurances.0.policyNumber` for a list's. */
  path: string;
  label: string;
  maxLength: number;
  required?: boolean;
}

/** A text the user types (a name, an id, a place): it takes its direction from what is typed. */
export function TypedField({ form, path, label, maxLength, required = false }: TypedFieldProps) {
  return (
    <TextInput
      label={label}
      required={required}
      dir="auto"
      autoComplete="off"
      maxLength={maxLength}
      {...form.getInputProps(path)}
    />
  );
}
