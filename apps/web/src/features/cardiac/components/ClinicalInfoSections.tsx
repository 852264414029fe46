import {
  alcoholUses,
  type ClinicalInfoForm,
  clinicalInfoRanges,
  clinicalRiskFlagsOf,
  clinicalSexes,
  convertHeight,
  convertWaist,
  convertWeight,
  currentConditionOptions,
  currentMedicationOptions,
  diets,
  familyHistoryOptions,
  gynaecologicalStatuses,
  heartSymptoms,
  heightUnits,
  parentHistoryOptions,
  pastConditionOptions,
  physicalActivities,
  psychologicalStressLevels,
  pulseRhythms,
  sleepingHours,
  smokingStatuses,
  type ValueRange,
  waistUnits,
  weightUnits,
  workActivities,
} from '@lims/domain';
import {
  Badge,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceField, ClinicalInfoFormState, MeasurementField } from '../hooks/use-clinical-info-form';
import { MultiSelectField } from './MultiSelectField';

interface SectionProps {
  form: ClinicalInfoFormState;
}

/** Fields side by side: one on a phone, two from a small tablet, three on a wide screen. */
const fieldColumns = { base: 1, xs: 2, md: 3 };

/** One section of the form (spec 000 §2: Physical, Heart Health, Psychological, Lifestyle, Medical History). */
function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={
        <Title order={3} size="h5">
          {legend}
        </Title>
      }
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
    >
      {children}
    </Fieldset>
  );
}

/** What the user typed as a number, or null: empty, or text that is no number. */
const numberOf = (typed: number | string): number | null => {
  if (typeof typed === 'number') return typed;
  const value = typed.trim() === '' ? Number.NaN : Number(typed);
  return Number.isFinite(value) ? value : null;
};

/** The placeholder's range (spec 000 §5 'Placeholder ranges'), in the unit chosen beside the field. */
const rangeText = (range: ValueRange, inUnit: (value: number) => number = (value) => value) =>
  `${inUnit(range.min)}-${inUnit(range.max)}`;

interface MeasurementInputProps extends SectionProps {
  field: MeasurementField;
  placeholder: string;
  /** Age is whole years; measurements keep two decimals, as the unit conversion gives them. */
  decimals?: number;
  required?: boolean;
  unit?: ReactNode;
}

/**
 * A number the user types. What is on screen is kept apart from the form's number, so that a
 * half-typed '5.' stays on screen; when the number changes under it (a unit change), the new
 * number is shown.
 */
function MeasurementInput({ form, field, placeholder, decimals = 2, required = true, unit }: MeasurementInputProps) {
  const { t } = useTranslation();
  const value = form.values[field];
  const [typed, setTyped] = useState<number | string>(value ?? '');
  const shown = numberOf(typed) === value ? typed : (value ?? '');
  return (
    <NumberInput
      label={t(`clinicalInfo.fields.${field}`)}
      placeholder={placeholder}
      required={required}
      value={shown}
      onChange={(next) => {
        setTyped(next);
        form.setMeasurement(field, numberOf(next));
      }}
      onBlur={() => form.visit(field)}
      error={form.errorOf(field)}
      allowNegative={false}
      allowDecimal={decimals > 0}
      decimalScale={decimals}
      hideControls
      rightSection={unit}
      rightSectionWidth={unit ? 96 : undefined}
    />
  );
}

interface UnitSelectProps<Unit extends string> {
  label: string;
  units: readonly Unit[];
  labelOf: (unit: Unit) => string;
  value: Unit;
  onChange: (unit: Unit) => void;
}

/** The unit beside a measurement, inside its box (Height Cm or Feet, Weight Kg or Pound, Waist Cm or Inch). */
function UnitSelect<Unit extends string>({ label, units, labelOf, value, onChange }: UnitSelectProps<Unit>) {
  return (
    <NativeSelect
      aria-label={label}
      data={units.map((unit) => ({ value: unit, label: labelOf(unit) }))}
      value={value}
      onChange={(event) => {
        const chosen = units.find((unit) => unit === event.currentTarget.value);
        if (chosen !== undefined) onChange(chosen);
      }}
      rightSectionWidth={24}
      w={96}
      styles={{
        input: {
          fontWeight: 500,
          borderStartStartRadius: 0,
          borderEndStartRadius: 0,
          marginInlineEnd: -1,
        },
      }}
    />
  );
}

interface ChoiceSelectProps<Field extends ChoiceField> extends SectionProps {
  field: Field;
  options: readonly NonNullable<ClinicalInfoForm[Field]>[];
  labelOf: (option: NonNullable<ClinicalInfoForm[Field]>) => string;
  placeholder?: string;
  required?: boolean;
}

/** A single choice from its list; the stored value is the spec's English text, the label the user's language. */
function ChoiceSelect<Field extends ChoiceField>({
  form,
  field,
  options,
  labelOf,
  placeholder,
  required,
}: ChoiceSelectProps<Field>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t(`clinicalInfo.fields.${field}`)}
      placeholder={placeholder}
      required={required}
      data={options.map((option) => ({ value: option, label: labelOf(option) }))}
      value={form.values[field]}
      onChange={(value) => {
        const chosen = options.find((option) => option === value);
        if (chosen !== undefined) form.setChoice(field, chosen);
      }}
      onBlur={() => form.visit(field)}
      error={form.errorOf(field)}
      allowDeselect={false}
      comboboxProps={{ keepMounted: false }}
    />
  );
}

export function PhysicalSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const { values } = form;
  const ranges = clinicalInfoRanges;
  return (
    <Section legend={t('clinicalInfo.sections.physical')}>
      <SimpleGrid cols={fieldColumns} spacing="md" verticalSpacing="sm">
        <MeasurementInput form={form} field="Age" placeholder={rangeText(ranges.Age)} decimals={0} />
        <ChoiceSelect
          form={form}
          field="gender"
          options={clinicalSexes}
          labelOf={(sex) => t(`clinicalInfo.options.gender.${sex}`)}
          placeholder={t('clinicalInfo.genderPlaceholder')}
          required
        />
        <MeasurementInput
          form={form}
          field="Height"
          placeholder={rangeText(ranges.heightCm, (cm) => convertHeight(cm, 'Cm', values.HeightUnit))}
          unit={
            <UnitSelect
              label={t('clinicalInfo.unitOf.Height')}
              units={heightUnits}
              labelOf={(unit) => t(`clinicalInfo.units.${unit}`)}
              value={values.HeightUnit}
              onChange={form.setHeightUnit}
            />
          }
        />
        <MeasurementInput
          form={form}
          field="Weight"
          placeholder={rangeText(ranges.weightKg, (kg) => convertWeight(kg, 'Kg', values.WeightUnit))}
          unit={
            <UnitSelect
              label={t('clinicalInfo.unitOf.Weight')}
              units={weightUnits}
              labelOf={(unit) => t(`clinicalInfo.units.${unit}`)}
              value={values.WeightUnit}
              onChange={form.setWeightUnit}
            />
          }
        />
        <MeasurementInput
          form={form}
          field="Waist"
          required={false}
          placeholder={rangeText(ranges.waistCm, (cm) => convertWaist(cm, 'Cm', values.WaistUnit))}
          unit={
            <UnitSelect
              label={t('clinicalInfo.unitOf.Waist')}
              units={waistUnits}
              labelOf={(unit) => t(`clinicalInfo.units.${unit}`)}
              value={values.WaistUnit}
              onChange={form.setWaistUnit}
            />
          }
        />
        {/* Read-only: the model reads BMI, and one typed against height and weight would contradict them. */}
        <NumberInput
          label={t('clinicalInfo.fields.BMI')}
          description={t('clinicalInfo.bmiHint')}
          // Below the box, so that it stays in line with the boxes beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={rangeText(ranges.BMI)}
          required
          readOnly
          variant="filled"
          value={values.BMI ?? ''}
          error={form.errorOf('BMI')}
          hideControls
        />
      </SimpleGrid>
    </Section>
  );
}

export function HeartHealthSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const ranges = clinicalInfoRanges;
  return (
    <Section legend={t('clinicalInfo.sections.heartHealth')}>
      <SimpleGrid cols={fieldColumns} spacing="md" verticalSpacing="sm">
        <MeasurementInput
          form={form}
          field="HeartRatePerMinute"
          placeholder={rangeText(ranges.HeartRatePerMinute)}
          decimals={0}
        />
        <MeasurementInput
          form={form}
          field="BloodPressureSystolic"
          placeholder={rangeText(ranges.BloodPressureSystolic)}
          decimals={0}
        />
        <MeasurementInput
          form={form}
          field="BloodPressureDiastolic"
          placeholder={rangeText(ranges.BloodPressureDiastolic)}
          decimals={0}
        />
        <MeasurementInput
          form={form}
          field="RateofRespirationPerMinute"
          placeholder={rangeText(ranges.RateofRespirationPerMinute)}
          decimals={0}
        />
        <ChoiceSelect
          form={form}
          field="HeartRelatedSymptom"
          options={heartSymptoms}
          labelOf={(symptom) => t(`clinicalInfo.options.heartRelatedSymptom.${symptom}`)}
        />
        <ChoiceSelect
          form={form}
          field="Rhythm"
          options={pulseRhythms}
          labelOf={(rhythm) => t(`clinicalInfo.options.rhythm.${rhythm}`)}
        />
      </SimpleGrid>
    </Section>
  );
}

export function PsychologicalSection({ form }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section legend={t('clinicalInfo.sections.psychological')}>
      <SimpleGrid cols={fieldColumns} spacing="md" verticalSpacing="sm">
        <ChoiceSelect
          form={form}
          field="PsychologicalStress"
          options={psychologicalStressLevels}
          labelOf={(stress) => t(`clinicalInfo.options.psychologicalStress.${stress}`)}
        />
      </SimpleGrid>
    </Section>
  );
}

export function LifestyleSection({ form }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section legend={t('clinicalInfo.sections.lifestyle')}>
      <SimpleGrid cols={fieldColumns} spacing="md" verticalSpacing="sm">
        <ChoiceSelect
          form={form}
          field="PhysicalActivity"
          options={physicalActivities}
          labelOf={(activity) => t(`clinicalInfo.options.physicalActivity.${activity}`)}
        />
        <ChoiceSelect
          form={form}
          field="Diet"
          options={diets}
          labelOf={(diet) => t(`clinicalInfo.options.diet.${diet}`)}
        />
        <ChoiceSelect
          form={form}
          field="Alcohol"
          options={alcoholUses}
          labelOf={(alcohol) => t(`clinicalInfo.options.alcohol.${alcohol}`)}
        />
        <ChoiceSelect
          form={form}
          field="Smoke"
          options={smokingStatuses}
          labelOf={(smoke) => t(`clinicalInfo.options.smoke.${smoke}`)}
        />
        <ChoiceSelect
          form={form}
          field="Activity"
          options={workActivities}
          labelOf={(activity) => t(`clinicalInfo.options.activity.${activity}`)}
        />
        <ChoiceSelect
          form={form}
          field="SleepingHrs"
          options={sleepingHours}
          labelOf={(hours) => t(`clinicalInfo.options.sleepingHrs.${hours}`)}
        />
      </SimpleGrid>
    </Section>
  );
}

/**
 * The six facts the model and the protocol read (spec 000 §3), from the lists and the smoking
 * answer: shown, never typed, so that they cannot contradict them (docs/decisions/0031).
 */
function RiskFlags({ form }: SectionProps) {
  const { t } = useTranslation();
  const flags = clinicalRiskFlagsOf(form.values);
  const titleId = useId();
  const facts = [
    ['DiabetesMellitus', t('clinicalInfo.flags.DiabetesMellitus')],
    ['Tobacco', t('clinicalInfo.flags.Tobacco')],
    ['Hypertension', t('clinicalInfo.flags.Hypertension')],
    ['Dyslipidaemia', t('clinicalInfo.flags.Dyslipidaemia')],
    ['PrevHeartDisease', t('clinicalInfo.flags.PrevHeartDisease')],
    ['FamilyHistoryofHeartDisease', t('clinicalInfo.flags.FamilyHistoryofHeartDisease')],
  ] as const;
  return (
    <Stack gap={6} role="group" aria-labelledby={titleId}>
      <div>
        <Text id={titleId} size="sm" fw={500}>
          {t('clinicalInfo.flagsTitle')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('clinicalInfo.flagsHint')}
        </Text>
      </div>
      <SimpleGrid cols={fieldColumns} spacing="xs" verticalSpacing={6}>
        {facts.map(([flag, label]) => (
          <Group key={flag} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <Badge variant="light" color={flags[flag] === 'Yes' ? 'orange' : 'gray'} miw={48}>
              {t(`clinicalInfo.answers.${flags[flag]}`)}
            </Badge>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function MedicalHistorySection({ form }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Section legend={t('clinicalInfo.sections.medicalHistory')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <ChoiceSelect
            form={form}
            field="gynecologicalStatus"
            options={gynaecologicalStatuses}
            labelOf={(status) => t(`clinicalInfo.options.gynecologicalStatus.${status}`)}
          />
          <MultiSelectField
            form={form}
            field="currentConditions"
            label={t('clinicalInfo.fields.currentConditions')}
            options={currentConditionOptions}
            labelOf={(option) => t(`clinicalInfo.options.currentConditions.${option}`)}
          />
          <MultiSelectField
            form={form}
            field="pastConditions"
            label={t('clinicalInfo.fields.pastConditions')}
            options={pastConditionOptions}
            labelOf={(option) => t(`clinicalInfo.options.pastConditions.${option}`)}
          />
          <MultiSelectField
            form={form}
            field="currentMedications"
            label={t('clinicalInfo.fields.currentMedications')}
            options={currentMedicationOptions}
            labelOf={(option) => t(`clinicalInfo.options.currentMedications.${option}`)}
          />
          <MultiSelectField
            form={form}
            field="parentHistory"
            label={t('clinicalInfo.fields.parentHistory')}
            options={parentHistoryOptions}
            labelOf={(option) => t(`clinicalInfo.options.parentHistory.${option}`)}
          />
          <MultiSelectField
            form={form}
            field="familyHistory"
            label={t('clinicalInfo.fields.familyHistory')}
            options={familyHistoryOptions}
            labelOf={(option) => t(`clinicalInfo.options.familyHistory.${option}`)}
          />
        </SimpleGrid>
        <RiskFlags form={form} />
      </Stack>
    </Section>
  );
}
