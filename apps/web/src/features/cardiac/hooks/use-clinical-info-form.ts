import type { Patient } from '@lims/contract';
import {
  bmiOf,
  type ClinicalInfoForm,
  type ClinicalMultiSelect,
  type ClinicalSex,
  clinicalSexes,
  convertHeight,
  convertWaist,
  convertWeight,
  daysPerYear,
  emptyClinicalInfoForm,
  type HeightUnit,
  toggleMultiSelectOption,
  validateClinicalInfo,
  type WaistUnit,
  type WeightUnit,
} from '@lims/domain';
import { useState } from 'react';
import { localiseMessage } from '../../../app/i18n/localise-message';

export type ClinicalField = keyof ClinicalInfoForm;

/** The numbers the user types; BMI is not one of them (it is computed, see `withBmi`). */
export type MeasurementField =
  | 'Age'
  | 'Height'
  | 'Weight'
  | 'Waist'
  | 'HeartRatePerMinute'
  | 'BloodPressureSystolic'
  | 'BloodPressureDiastolic'
  | 'RateofRespirationPerMinute';

/** The single choices, each from its option list. */
export type ChoiceField =
  | 'gender'
  | 'HeartRelatedSymptom'
  | 'Rhythm'
  | 'PsychologicalStress'
  | 'PhysicalActivity'
  | 'Diet'
  | 'Alcohol'
  | 'Smoke'
  | 'Activity'
  | 'SleepingHrs'
  | 'gynecologicalStatus';

const isClinicalSex = (value: string | null): value is ClinicalSex => clinicalSexes.some((sex) => sex === value);

/** Whole years from what the patient's record holds: its age when kept in years, else its age in days. */
function ageInYearsOf(patient: Patient): number | null {
  if (patient.ageUnit === 'Years' && patient.age !== null) return patient.age;
  if (patient.ageInDays === null) return null;
  const years = Math.floor(patient.ageInDays / daysPerYear);
  // A baby's 0 years is no age the form accepts: the user types it rather than correct it.
  return years >= 1 ? years : null;
}

/**
 * The form the dialog opens with: the latest visit's, to update it, or a new one with the spec's
 * defaults and the patient's age, sex (none for Other: the user picks the one the model uses),
 * height and weight (spec 000 §9 'Cardiac form defaults').
 */
export function openingClinicalInfo(patient: Patient, latest: ClinicalInfoForm | undefined): ClinicalInfoForm {
  if (latest) return latest;
  return emptyClinicalInfoForm({
    Age: ageInYearsOf(patient),
    gender: isClinicalSex(patient.gender) ? patient.gender : null,
    Height: patient.heightCm,
    Weight: patient.weightKg,
  });
}

/**
 * BMI follows height and weight (spec 000 §5 "BMI is computed from height and weight"): the
 * model reads BMI, and the domain refuses one that disagrees with them, so it is never typed.
 */
const withBmi = (form: ClinicalInfoForm): ClinicalInfoForm => ({
  ...form,
  BMI: bmiOf(form.Height, form.HeightUnit, form.Weight, form.WeightUnit),
});

/** Unit changes convert the value already typed (spec 000 §4 "Changing a unit converts the entered value"). */
const converted = <Unit>(
  value: number | null,
  from: Unit,
  to: Unit,
  convert: (v: number, f: Unit, t: Unit) => number,
) => (value === null ? null : convert(value, from, to));

/**
 * The Clinical Info form's state: its values with the spec's rules applied as they change, and
 * each field's message (spec 000 §5), shown once the user has left the field or pressed Save or
 * Get Score, or once the server named the field.
 */
export function useClinicalInfoForm(opening: ClinicalInfoForm) {
  const [values, setValues] = useState(opening);
  const [visited, setVisited] = useState<ReadonlySet<ClinicalField>>(new Set());
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ClinicalField, string>>>({});
  const errors = validateClinicalInfo(values);

  const change = (fields: ClinicalField[], next: (form: ClinicalInfoForm) => ClinicalInfoForm) => {
    setValues(next);
    setServerErrors((current) => {
      const kept = { ...current };
      for (const field of fields) delete kept[field];
      return kept;
    });
  };

  const visit = (field: ClinicalField) =>
    setVisited((current) => (current.has(field) ? current : new Set([...current, field])));

  // BMI is nobody's to leave: its message shows once both of the fields it is read from were visited.
  const shown = (field: ClinicalField) =>
    checked || visited.has(field) || (field === 'BMI' && visited.has('Height') && visited.has('Weight'));

  return {
    values,
    /** The field's message in the user's language, when it is to be shown. */
    errorOf: (field: ClinicalField): string | undefined => {
      const server = serverErrors[field];
      if (server !== undefined) return server;
      const messageKey = errors[field];
      return messageKey !== undefined && shown(field) ? localiseMessage(messageKey) : undefined;
    },
    visit,
    setMeasurement: (field: MeasurementField, value: number | null) =>
      change([field, 'BMI'], (form) => withBmi({ ...form, [field]: value })),
    setHeightUnit: (unit: HeightUnit) =>
      change(['Height', 'BMI'], (form) =>
        withBmi({ ...form, HeightUnit: unit, Height: converted(form.Height, form.HeightUnit, unit, convertHeight) }),
      ),
    setWeightUnit: (unit: WeightUnit) =>
      change(['Weight', 'BMI'], (form) =>
        withBmi({ ...form, WeightUnit: unit, Weight: converted(form.Weight, form.WeightUnit, unit, convertWeight) }),
      ),
    setWaistUnit: (unit: WaistUnit) =>
      change(['Waist'], (form) => ({
        ...form,
        WaistUnit: unit,
        Waist: converted(form.Waist, form.WaistUnit, unit, convertWaist),
      })),
    setChoice: <Field extends ChoiceField>(field: Field, value: ClinicalInfoForm[Field]) =>
      change([field], (form) => ({ ...form, [field]: value })),
    /** spec 000 §4: None clears the others, any other clears None, one diabetes option clears the other. */
    toggle: (field: ClinicalMultiSelect, option: string, isChosen: boolean) =>
      change([field], (form) => ({ ...form, [field]: toggleMultiSelectOption(field, form[field], option, isChosen) })),
    /** Shows every field's message; true when there is none, and the form may be sent. */
    check: (): boolean => {
      setChecked(true);
      return Object.keys(errors).length === 0;
    },
    /** A message the server gave for a field, shown under it until the field changes. */
    setServerError: (field: ClinicalField, message: string) =>
      setServerErrors((current) => ({ ...current, [field]: message })),
  };
}

export type ClinicalInfoFormState = ReturnType<typeof useClinicalInfoForm>;
