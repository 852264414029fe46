import { checkPassword, type PasswordCheck } from '@lims/domain';
import { Box, Group, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Requirement = PasswordCheck['missing'][number];

interface PasswordRequirementsProps {
  password: string;
  /** Set once a save was refused for the rule: what is still missing turns red. */
  refused: boolean;
}

/**
 * spec 000 §5 password rule, checked as the user types. It is the password input's
 * description, hence spans only (a description is a paragraph).
 */
export function PasswordRequirements({ password, refused }: PasswordRequirementsProps) {
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
    // Two columns where they fit, so the checklist stays about as tall as its neighbour's hint.
    <Box
      component="span"
      mt={2}
      data-testid="password-requirements"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: '2px 12px' }}
    >
      {requirements.map((requirement) => {
        const met = !missing.includes(requirement);
        const color = met ? 'teal' : refused ? 'red' : 'dimmed';
        const Icon = met ? IconCircleCheckFilled : IconCircleX;
        return (
          <Group component="span" key={requirement} gap={6} wrap="nowrap" c={color}>
            <Icon size={15} stroke={1.5} aria-hidden />
            <Text component="span" size="xs" c={met ? 'var(--mantine-color-text)' : color}>
              {labels[requirement]}
            </Text>
          </Group>
        );
      })}
      {missing.includes('tooLong') && (
        <Text component="span" size="xs" c="red">
          {t('labUsers.passwordRules.tooLong')}
        </Text>
      )}
    </Box>
  );
}
