import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBuildingPlus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../app/session/access';
import { useInsuranceChoices } from '../../hooks/use-registration';
import { closedListUnmounted, FormSection, type SectionProps, TypedField } from './FormSection';
import { NewInsuranceDialog } from './NewInsuranceDialog';
import { emptyInsuranceRow } from './registration-form';
import { useRelationOptions } from './relation-options';

/** The contract takes at most this many rows. */
const maxRows = 10;

/**
 * The patient's insurance rows (spec 000 §3 'Insurance entry'): add and remove rows; a row that
 * is started needs its insurance and policy number (spec 000 §5). Those who keep the lab's lists
 * add a company the lab does not bill yet from beside a row's picker (spec 000 §7).
 */
export function InsuranceSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const can = useCan();
  const insurances = useInsuranceChoices();
  // The row whose "New insurance" action opened the dialog: it chooses the company added.
  const [addingForRow, setAddingForRow] = useState<number | null>(null);
  const relationOptions = useRelationOptions();
  const insuranceOptions = (insurances.data ?? []).map((insurance) => ({
    value: String(insurance.id),
    label: insurance.name,
  }));
  const rows = form.values.insurances;

  const holderInput = (
    index: number,
    field: 'policyHolderFirstName' | 'policyHolderMiddleName' | 'policyHolderLastName',
    label: string,
  ) => <TypedField form={form} path={`insurances.${index}.${field}`} label={label} maxLength={80} />;

  return (
    <FormSection
      title={t('patients.register.sections.insurance')}
      columns="rows"
      aside={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={rows.length >= maxRows}
          onClick={() => form.insertListItem('insurances', emptyInsuranceRow(rows.length))}
        >
          {t('patients.register.addInsurance')}
        </Button>
      }
    >
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('patients.register.noInsurance')}
        </Text>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Paper
            key={row.key}
            withBorder
            p="md"
            radius="md"
            role="group"
            aria-label={t('patients.register.insuranceRow', { number })}
          >
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {t('patients.register.insuranceRow', { number })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('patients.register.removeInsurance', { number })}
                onClick={() => form.removeListItem('insurances', index)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="sm">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Select
                  flex={1}
                  comboboxProps={closedListUnmounted}
                  label={t('patients.fields.insurance')}
                  data={insuranceOptions}
                  searchable
                  clearable
                  nothingFoundMessage={t('common.nothingFound')}
                  {...form.getInputProps(`insurances.${index}.insuranceId`)}
                />
                {can('patients.lists') && (
                  <Tooltip label={t('patients.newInsurance.open')}>
                    <ActionIcon
                      variant="light"
                      size="input-sm"
                      aria-label={t('patients.newInsurance.open')}
                      onClick={() => setAddingForRow(index)}
                    >
                      <IconBuildingPlus size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
              <TextInput
                label={t('patients.fields.policyNumber')}
                dir="auto"
                maxLength={60}
                {...form.getInputProps(`insurances.${index}.policyNumber`)}
              />
              <TextInput
                label={t('patients.fields.groupNumber')}
                dir="auto"
                maxLength={60}
                {...form.getInputProps(`insurances.${index}.groupNumber`)}
              />
              <Select
                comboboxProps={closedListUnmounted}
                label={t('patients.fields.relation')}
                data={relationOptions}
                clearable
                {...form.getInputProps(`insurances.${index}.relation`)}
              />
              {holderInput(index, 'policyHolderFirstName', t('patients.fields.policyHolderFirstName'))}
              {holderInput(index, 'policyHolderMiddleName', t('patients.fields.policyHolderMiddleName'))}
              {holderInput(index, 'policyHolderLastName', t('patients.fields.policyHolderLastName'))}
            </SimpleGrid>
          </Paper>
        );
      })}
      <NewInsuranceDialog
        opened={addingForRow !== null}
        onClose={() => setAddingForRow(null)}
        onAdded={(insurance) => {
          if (addingForRow !== null) form.setFieldValue(`insurances.${addingForRow}.insuranceId`, String(insurance.id));
          setAddingForRow(null);
        }}
      />
    </FormSection>
  );
}
