import type { CentreRoles, RoleCandidates, RoleHolder } from '@lims/contract';
import { type CentreRole, centreRoles } from '@lims/domain';
import { Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { UserText } from '../../../ui';
import { isStale, useUpdateCentreRoles } from '../hooks/use-centre';
import { CentreSection } from './CentreSection';

type RoleValues = Record<CentreRole, string | null>;

const valuesOf = (roles: CentreRoles): RoleValues => ({
  admin: roles.admin ? String(roles.admin.labUserId) : null,
  operationManager: roles.operationManager ? String(roles.operationManager.labUserId) : null,
  financeManager: roles.financeManager ? String(roles.financeManager.labUserId) : null,
});

/** Who can be reached about a role: the holder's contact and e-mail. */
function HolderContact({ holder }: { holder: RoleHolder | undefined }) {
  const { t } = useTranslation();
  if (!holder) return null;
  const ways = [holder.contact, holder.email].filter(Boolean).join(' · ');
  return (
    <Text size="xs" c="dimmed" dir={ways ? 'ltr' : undefined} ta="start">
      {ways || t('centre.roles.noContact')}
    </Text>
  );
}

/** spec 000 §6 centre roles: one lab user each, picked from the users who may hold it. */
export function RoleHoldersForm({ roles, candidates }: { roles: CentreRoles; candidates: RoleCandidates }) {
  const { t } = useTranslation();
  const update = useUpdateCentreRoles();
  const form = useForm<RoleValues>({ initialValues: valuesOf(roles) });

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        version: roles.version,
        admin: values.admin ? Number(values.admin) : null,
        operationManager: values.operationManager ? Number(values.operationManager) : null,
        financeManager: values.financeManager ? Number(values.financeManager) : null,
      },
      {
        onError: (error) => isStale(error) || applyApiError(form, error),
      },
    ),
  );

  return (
    <CentreSection title={t('centre.tabs.roles')} hint={t('centre.roles.hint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {centreRoles.map((role) => {
              // The current holder stays listed even if they may no longer hold the role, so the form shows what is saved.
              const held = roles[role];
              const options = [...candidates[role]];
              if (held && !options.some((candidate) => candidate.labUserId === held.labUserId)) options.unshift(held);
              const chosen = options.find((candidate) => String(candidate.labUserId) === form.values[role]);
              return (
                <Stack key={role} gap={4}>
                  <Select
                    label={t(`centre.roles.${role}`)}
                    description={t(`centre.roles.${role}Hint`)}
                    placeholder={t('centre.roles.none')}
                    data={options.map((candidate) => ({ value: String(candidate.labUserId), label: candidate.name }))}
                    searchable
                    clearable
                    nothingFoundMessage={t('centre.roles.noCandidates')}
                    {...form.getInputProps(role)}
                  />
                  {chosen ? (
                    <Stack gap={0}>
                      <UserText size="sm" fw={500} truncate="end">
                        {chosen.name}
                      </UserText>
                      <HolderContact holder={chosen} />
                    </Stack>
                  ) : null}
                </Stack>
              );
            })}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('centre.roles.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </CentreSection>
  );
}
