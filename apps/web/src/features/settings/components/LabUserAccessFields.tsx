import { dashboardLabel } from '@lims/domain';
import { Divider, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DashboardLabelPreview } from './DashboardLabelPreview';
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

  return (
    <Stack gap="md">
      <Divider
        label={
          <Text size="sm" fw={600}>
            {t('labUsers.access')}
          </Text>
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
      <DashboardLabelPreview label={dashboardLabel(form.values)} />
      <DepartmentAccessField form={form} />
    </Stack>
  );
}
