import { dashboardLabel } from '@lims/domain';
import { Divider, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { BranchSelect } from '../../branches';
import { DashboardLabelPreview } from './DashboardLabelPreview';
import { DepartmentAccessField } from './DepartmentAccessField';
import { hintBelow, type LabUserFormValues, privilegeCardLevels } from './lab-user-form';

type Flag =
  | 'admin'
  | 'financeManager'
  | 'sampleAccess'
  | 'labAccess'
  | 'isReferral'
  | 'collectionCentre'
  | 'discountApproval';

interface LabUserAccessFieldsProps {
  form: UseFormReturnType<LabUserFormValues>;
  /** Set when admins edit themselves: they may not take away their own admin access. */
  lockAdmin?: boolean;
}

export function LabUserAccessFields({ form, lockAdmin = false }: LabUserAccessFieldsProps) {
  const { t } = useTranslation();
  // spec 001 §6: a user belongs to a branch only in a lab that works with branches.
  const { branchManagement } = useCurrentSession();
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
    {
      flag: 'discountApproval',
      label: t('labUsers.flags.discountApproval'),
      description: t('labUsers.flags.discountApprovalHint'),
    },
  ];
  const privilegeCardLabels = {
    0: t('labUsers.flags.privilegeCardsNone'),
    1: t('labUsers.flags.privilegeCardsAssign'),
    2: t('labUsers.flags.privilegeCardsManage'),
  } as const;

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
        <Select
          label={t('labUsers.flags.privilegeCards')}
          description={t('labUsers.flags.privilegeCardsHint')}
          inputWrapperOrder={hintBelow}
          data={privilegeCardLevels.map((level) => ({ value: String(level), label: privilegeCardLabels[level] }))}
          allowDeselect={false}
          {...form.getInputProps('privilegeCardAccess')}
        />
      </SimpleGrid>
      <DashboardLabelPreview label={dashboardLabel(form.values)} />
      <DepartmentAccessField form={form} />
      {branchManagement && (
        <BranchSelect
          allowAll
          description={t('branches.field.userHint')}
          value={form.values.branchId}
          onChange={(value) => form.setFieldValue('branchId', value)}
          error={form.errors.branchId}
        />
      )}
    </Stack>
  );
}
