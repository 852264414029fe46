import type { AgeUnit, Gender } from '@lims/domain';
import type { TextKey, textReader } from './texts.js';

const genderKeys: Record<Gender, TextKey> = {
  Male: 'patients.page.gender.Male',
  Female: 'patients.page.gender.Female',
  Other: 'patients.page.gender.Other',
};
const ageUnitKeys: Record<AgeUnit, TextKey> = {
  Years: 'patients.page.ageUnit.Years',
  Months: 'patients.page.ageUnit.Months',
  Days: 'patients.page.ageUnit.Days',
};

/**
 * A patient's age and sex as every document prints them, '42 Years / Male' in the document's
 * language; a unit or sex the product does not know is printed as it was stored. Null when
 * neither is known.
 */
export function documentAgeSex(
  text: ReturnType<typeof textReader>,
  patient: { age: number | null; ageUnit: string | null; gender: string | null },
): string | null {
  const unit =
    patient.ageUnit && patient.ageUnit in ageUnitKeys
      ? text(ageUnitKeys[patient.ageUnit as AgeUnit])
      : (patient.ageUnit ?? '');
  const age = patient.age === null ? null : `${patient.age} ${unit}`.trim();
  const sex =
    patient.gender && patient.gender in genderKeys ? text(genderKeys[patient.gender as Gender]) : patient.gender;
  return [age, sex].filter(Boolean).join(' / ') || null;
}
