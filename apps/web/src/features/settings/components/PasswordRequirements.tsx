import { checkPassword, type PasswordCheck } from '@lims/domain';
import { List, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Requirement = PasswordCheck['missing'][number];

/** spec 000 §5 password rule, checked as the user types. */
export function PasswordRequirements({ password }: { password: string }) {
  const { t } = useTranslation();
  const { missing } = checkPassword(password);
  const labels: Record<Exclude<Requirement, 'tooLong'>, string> = {
    length: t('labUsers.passwordRules.length'),
    lowercase: t('labUsers.passwordRules.lowercase'),
    uppercase: t('labUsers.passwordRules.uppercase'),
    digit: t('labUsers.passwordRules.digit'),
    special: t('labUsers.passwordRules.special'),
  };
  const requirements = Object.keys(labels) as Array<keyof typeof labels>;
  return (
    <List spacing={2} size="xs" center mt={6}>
      {requirements.map((requirement) => {
        const met = !missing.includes(requirement);
        return (
          <List.Item
            key={requirement}
            icon={
              <ThemeIcon size={16} radius="xl" color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'}>
                {met ? <IconCheck size={11} /> : <IconX size={11} />}
              </ThemeIcon>
            }
          >
            <Text size="xs" c={met ? undefined : 'dimmed'}>
              {labels[requirement]}
            </Text>
          </List.Item>
        );
      })}
      {missing.includes('tooLong') && (
        <Text size="xs" c="red">
          {t('labUsers.passwordRules.tooLong')}
        </Text>
      )}
    </List>
  );
}
