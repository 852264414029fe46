import { type LoginKind, loginKinds } from '@lims/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { loginPaths, type SignInState } from '../../../app/paths';

/** The other sign-in pages; patients get their own line on the lab page (spec 000 §2). */
export function SignInLinks({ current }: { current: LoginKind }) {
  const { t } = useTranslation();
  const { loginKinds: kindNames } = useIdentityLabels();
  const others = loginKinds.filter((kind) => kind !== current && kind !== 'patient');
  // The page that was asked for is still the one to return to from another sign-in page.
  const { from }: SignInState = useLocation().state ?? {};
  const state: SignInState | undefined = from === undefined ? undefined : { from };
  return (
    <Stack gap="xs" align="center">
      <Group gap="xs" justify="center">
        <Text size="sm" c="dimmed">
          {t('auth.signInAs')}
        </Text>
        {others.map((kind) => (
          <Anchor key={kind} component={Link} to={loginPaths[kind]} state={state} size="sm">
            {kindNames[kind]}
          </Anchor>
        ))}
      </Group>
      {current !== 'patient' && (
        <Anchor component={Link} to={loginPaths.patient} state={state} size="sm" fw={500}>
          {t('auth.patientLink')}
        </Anchor>
      )}
    </Stack>
  );
}
