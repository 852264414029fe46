import { type ClinicalMultiSelect, disabledMultiSelectOptions } from '@lims/domain';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClinicalInfoFormState } from '../hooks/use-clinical-info-form';

interface MultiSelectFieldProps<Option extends string> {
  form: ClinicalInfoFormState;
  field: ClinicalMultiSelect;
  label: string;
  options: readonly Option[];
  labelOf: (option: Option) => string;
}

/**
 * One of the form's five lists (spec 000 §4 'Cardiac score form'): picking or removing an option
 * goes through the domain's rule, so None clears the others and one diabetes option the other;
 * the options the rule excludes are shown disabled. Its options appear only while it is open.
 */
export function MultiSelectField<Option extends string>({
  form,
  field,
  label,
  options,
  labelOf,
}: MultiSelectFieldProps<Option>) {
  const { t } = useTranslation();
  const selected = form.values[field];
  const disabled = new Set(disabledMultiSelectOptions(field, selected));

  // Mantine answers with the whole new selection; the rule wants the one option picked or removed.
  const change = (next: string[]) => {
    const picked = next.find((option) => !selected.includes(option));
    if (picked !== undefined) {
      form.toggle(field, picked, true);
      return;
    }
    for (const removed of selected.filter((option) => !next.includes(option))) form.toggle(field, removed, false);
  };

  return (
    <MultiSelect
      label={label}
      placeholder={selected.length === 0 ? t('clinicalInfo.choose') : undefined}
      data={options.map((option) => ({ value: option, label: labelOf(option), disabled: disabled.has(option) }))}
      value={selected}
      onChange={change}
      onBlur={() => form.visit(field)}
      error={form.errorOf(field)}
      searchable
      hidePickedOptions
      nothingFoundMessage={t('common.nothingFound')}
      comboboxProps={{ keepMounted: false }}
    />
  );
}
