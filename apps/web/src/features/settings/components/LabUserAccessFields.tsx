import { dashboardLabel } from '@lims/domain';
import { Badge, Divider, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { DepartmentAccessField } from './DepartmentAccessField';
import type { LabUserFormValues } from './lab-user-form';

type Flag = 'admin' | 'financeManager' | 'sampleAccess' | 'labAccess' | 'isReferral' | 'collectionCentre';

interface LabUserAccessFieldsProps {
  form: UseFormReturnType<LabUserFormValues>;
  /** Set when admins edit themselves: they may not take away their own admin access. */
  lockAdmin?: boolean;
}

export function LabUserAccessFields({ form, lockAdmin = false }: LabUserAccessFieldsProps) {
  const { t } = useTranslation();
  const { dashboardLabels } = useIdentityLabels();
  const flags: Array<{ flag: Flag; label: string; description: string }> = [
    { flag: 'admin', label: t('labUsers.flags.admin'), description: t('labUsers.flags.adminHint') },
    {
      flag: 'financeManager',
      label: t('labUsers.flags.financeManager'),
      description: t('labUsers.flags.financeManagerHint'),
    },
    {
      flag: 'sampleAccess',
      label: t('labUsers.flags.sampleAccess'),
      description: t('labUsers.flags.sampleAccessHint'),
    },
    { flag: 'labAccess', label: t('labUsers.flags.labAccess'), description: t('labUsers.flags.labAccessHint') },
    { flag: 'isReferral', label: t('labUsers.flags.referral'), description: t('labUsers.flags.referralHint') },
    {
      flag: 'collectionCentre',
      label: t('labUsers.flags.collectionCentre'),
      description: t('labUsers.flags.collectionCentreHint'),
    },
  ];
  // spec 000 §6: the label follows from the flags; shown live so the admin sees the effect.
  const label = dashboardLabel(form.values);

  return (
    <Stack gap="md">
      <Divider
        label={
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('labUsers.access')}
            </Text>
            <Badge variant="light" radius="sm" data-testid="dashboard-label-preview">
              {dashboardLabels[label]}
            </Badge>
          </Group>
        }
        labelPosition="left"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {flags.map(({ flag, label: flagLabel, description }) => (
          <Switch
            key={flag}
            label={flagLabel}
            description={description}
            disabled={flag === 'admin' && lockAdmin}
            {...form.getInputProps(flag, { type: 'checkbox' })}
          />
        ))}
      </SimpleGrid>
      <DepartmentAccessField form={form} />
    </Stack>
  );
}
