import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInsuranceChoices } from '../../hooks/use-registration';
import { closedListUnmounted, FormSection, type SectionProps, TypedField } from './FormSection';
import { emptyInsuranceRow } from './registration-form';
import { useRelationOptions } from './relation-options';

/** The contract takes at most this many rows. */
const maxRows = 10;

/**
 * The patient's insurance rows (spec 000 §3 'Insurance entry'): add and remove rows; a row that
 * is started needs its insurance and policy number (spec 000 §5).
 */
export function InsuranceSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const insurances = useInsuranceChoices();
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
              <Select
                comboboxProps={closedListUnmounted}
                label={t('patients.fields.insurance')}
                data={insuranceOptions}
                searchable
                clearable
                nothingFoundMessage={t('common.nothingFound')}
                {...form.getInputProps(`insurances.${index}.insuranceId`)}
              />
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
    </FormSection>
  );
}
