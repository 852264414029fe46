import { checkPassword } from '@lims/domain';
import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { PasswordRequirements } from './PasswordRequirements';

interface PasswordFieldProps<Values extends { password: string }> {
  form: UseFormReturnType<Values>;
  label: string;
  autoFocus?: boolean;
}

/**
 * A new password with the rule's checklist as its description. When a save is refused for the
 * rule, the checklist is the error (its missing items turn red) rather than a sentence
 * repeating it (STYLE.md Screens: a hint is not repeated in its error); other errors, such
 * as an empty field, show as text under the input.
 */
export function PasswordField<Values extends { password: string }>({
  form,
  label,
  autoFocus = false,
}: PasswordFieldProps<Values>) {
  const { error, ...input } = form.getInputProps('password');
  const password = form.values.password;
  const refusedForRule = Boolean(error) && password !== '' && !checkPassword(password).ok;
  return (
    <PasswordInput
      label={label}
      required
      autoComplete="new-password"
      leftSection={<IconLock size={16} stroke={1.5} />}
      data-autofocus={autoFocus || undefined}
      {...input}
      error={refusedForRule ? true : error}
      // Mantine's PasswordInput marks only its frame as invalid; assistive technology reads this.
      aria-invalid={Boolean(error) || undefined}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
      description={<PasswordRequirements password={password} refused={refusedForRule} />}
    />
  );
}
