import type { Gender, Relation } from './patient-options.js';

/**
 * The relation of a patient to a relative, seen from the relative's side (spec 000 §7
 * get-patient-relative keeps both sides). `relation` is what the relative is to the patient
 * (their Mother); the answer is what the patient is to the relative (her Son or Daughter, by the
 * patient's gender; Other when it is not known). 'Self' names no relative and has no other side.
 */
export function inverseRelation(relation: Exclude<Relation, 'Self'>, patientGender: Gender | null): Relation {
  switch (relation) {
    case 'Spouse':
      return 'Spouse';
    case 'Mother':
    case 'Father':
      return patientGender === 'Male' ? 'Son' : patientGender === 'Female' ? 'Daughter' : 'Other';
    case 'Son':
    case 'Daughter':
      return patientGender === 'Male' ? 'Father' : patientGender === 'Female' ? 'Mother' : 'Other';
    case 'Dependent':
    case 'Other':
      return 'Other';
  }
}
