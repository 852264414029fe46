import { describe, expect, it } from 'vitest';
import {
  alcoholUses,
  clinicalInfoDefaults,
  clinicalMultiSelects,
  currentConditionOptions,
  currentMedicationOptions,
  diabetesControlled,
  diabetesNotControlled,
  diets,
  familyHistoryOptions,
  gynaecologicalStatuses,
  heartSymptoms,
  heightUnits,
  noneOption,
  parentHistoryOptions,
  pastConditionOptions,
  physicalActivities,
  psychologicalStressLevels,
  pulseRhythms,
  sleepingHours,
  smokingStatuses,
  waistUnits,
  weightUnits,
  workActivities,
} from './clinical-info-options.js';

// spec 000 §9 line 255: "Option list sizes: pulse rhythm 4, psychological stress 5, gynaecological
// status 4, diet 5, alcohol 4 ... Current conditions 24 options, past 14, medications 17, parent
// history 5, family history 12".
describe('the Clinical Info option lists', () => {
  it.each([
    ['pulse rhythm', pulseRhythms, 4],
    ['psychological stress', psychologicalStressLevels, 5],
    ['gynaecological status', gynaecologicalStatuses, 4],
    ['diet', diets, 5],
    ['alcohol', alcoholUses, 4],
    ['current conditions', currentConditionOptions, 24],
    ['past conditions', pastConditionOptions, 14],
    ['current medications', currentMedicationOptions, 17],
    ['parent history', parentHistoryOptions, 5],
    ['family history', familyHistoryOptions, 12],
  ] as const)('%s has %d distinct options', (_name, options, size) => {
    expect(options).toHaveLength(size);
    expect(new Set(options).size).toBe(size);
  });

  it('has the spec’s named options for units, smoking, activity, sleep and physical activity (§3, §9)', () => {
    expect(heightUnits).toEqual(['Cm', 'Feet']);
    expect(weightUnits).toEqual(['Kg', 'Pound']);
    expect(waistUnits).toEqual(['Cm', 'Inch']);
    expect(smokingStatuses).toEqual(['Current Smoker', 'Past Smoker', 'No']);
    expect(workActivities).toEqual(['Heavy Physical Work', 'Desk Job', 'Light Work']);
    expect(sleepingHours).toEqual(['>7 hours', '5-7 hours', '<5 hours']);
    expect(physicalActivities).toEqual(['Mild', 'Active', 'Moderate', 'Sedentary']);
    expect(diets).toEqual(expect.arrayContaining(['Vegan', 'Veg', 'Veg&Egg', 'Mix']));
    expect(alcoholUses).toEqual(expect.arrayContaining(['No', 'Occassional', 'Heavy']));
  });

  it('offers None in every multi-select, and both diabetes options among current conditions (§4)', () => {
    for (const options of Object.values(clinicalMultiSelects)) expect(options).toContain(noneOption);
    expect(currentConditionOptions).toContain(diabetesControlled);
    expect(currentConditionOptions).toContain(diabetesNotControlled);
  });

  // spec 000 §9 line 255, 'Cardiac form defaults'.
  it('has the spec’s defaults, each one of its own list', () => {
    expect(clinicalInfoDefaults).toMatchObject({
      HeightUnit: 'Cm',
      WeightUnit: 'Kg',
      WaistUnit: 'Cm',
      Diet: 'Mix',
      Alcohol: 'No',
      Smoke: 'No',
      Activity: 'Light Work',
      SleepingHrs: '<5 hours',
      PhysicalActivity: 'Sedentary',
      Rhythm: 'Regularly Regular',
      PsychologicalStress: 'No',
    });
    const lists: Record<keyof typeof clinicalInfoDefaults, readonly string[]> = {
      HeightUnit: heightUnits,
      WeightUnit: weightUnits,
      WaistUnit: waistUnits,
      Diet: diets,
      Alcohol: alcoholUses,
      Smoke: smokingStatuses,
      Activity: workActivities,
      SleepingHrs: sleepingHours,
      PhysicalActivity: physicalActivities,
      Rhythm: pulseRhythms,
      PsychologicalStress: psychologicalStressLevels,
      HeartRelatedSymptom: heartSymptoms,
      gynecologicalStatus: gynaecologicalStatuses,
    };
    for (const [field, value] of Object.entries(clinicalInfoDefaults)) {
      expect(lists[field as keyof typeof clinicalInfoDefaults]).toContain(value);
    }
  });
});
