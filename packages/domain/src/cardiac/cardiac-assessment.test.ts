import { describe, expect, it } from 'vitest';
import {
  assessCardiacRisk,
  type CardiacAssessment,
  type InvestigationsOnRecord,
  investigationsOnRecordFrom,
} from './cardiac-assessment.js';
import type { CardiacPrediction } from './cardiac-prediction.js';
import type { ClinicalInfoForm } from './clinical-info-form.js';
import { emptyClinicalInfoForm } from './clinical-info-rules.js';
import { type FraminghamInput, framinghamRiskPercent } from './framingham.js';

const nothingOnRecord: InvestigationsOnRecord = {
  lipidProfile: false,
  hba1c: false,
  kidneyFunction: false,
  urineAlbumin: false,
};
const everythingOnRecord: InvestigationsOnRecord = {
  lipidProfile: true,
  hba1c: true,
  kidneyFunction: true,
  urineAlbumin: true,
};

/**
 * A healthy 34-year-old man who triggers no rule: BMI 22 (170 cm, 63 kg), 110/70 mmHg, pulse
 * 72 and regular, active, sleeping more than 7 hours, no symptoms, nothing chosen. His risk is
 * about 2%, Normal.
 */
const quietForm = (changes: Partial<ClinicalInfoForm> = {}): ClinicalInfoForm => ({
  ...emptyClinicalInfoForm({ Age: 34, gender: 'Male', Height: 170, Weight: 63 }),
  HeartRatePerMinute: 72,
  BloodPressureSystolic: 110,
  BloodPressureDiastolic: 70,
  RateofRespirationPerMinute: 16,
  PhysicalActivity: 'Active',
  SleepingHrs: '>7 hours',
  ...changes,
});

/** A 61-year-old man, BMI 28 (170 cm, 80 kg), 150/95 mmHg on treatment, smoking, diabetic. */
const highRiskForm = (changes: Partial<ClinicalInfoForm> = {}): ClinicalInfoForm =>
  quietForm({
    Age: 61,
    Weight: 80,
    BMI: 28,
    BloodPressureSystolic: 150,
    BloodPressureDiastolic: 95,
    Smoke: 'Current Smoker',
    currentConditions: ['Diabetes - Controlled'],
    currentMedications: ['Antihypertensive'],
    ...changes,
  });

const predictionOf = (form: ClinicalInfoForm, onRecord = nothingOnRecord): CardiacPrediction => {
  const assessment: CardiacAssessment = assessCardiacRisk(form, onRecord);
  if (!assessment.ok) throw new Error(`expected a prediction, got ${assessment.messageKey}`);
  return assessment.prediction;
};
const protocolOf = (changes: Partial<ClinicalInfoForm>, onRecord = everythingOnRecord) =>
  predictionOf(quietForm(changes), onRecord).MedicalProtocol;
const labsOf = (changes: Partial<ClinicalInfoForm>, onRecord = nothingOnRecord) =>
  protocolOf(changes, onRecord)
    .LabInvestigationRecommended.filter(({ recommended }) => recommended === 'Yes')
    .map(({ item }) => item);
const diagnosticsOf = (form: ClinicalInfoForm) =>
  predictionOf(form, everythingOnRecord)
    .MedicalProtocol.DiagnosticsAndImagingRecommended.filter(({ recommended }) => recommended === 'Yes')
    .map(({ item }) => item);

describe('assessCardiacRisk refusals (issue 9: outside ages 30 to 74, a message, never a number)', () => {
  it('refuses age 12 with the age in the message', () => {
    expect(assessCardiacRisk(quietForm({ Age: 12 }), nothingOnRecord)).toEqual({
      ok: false,
      messageKey: 'cardiacAgeOutsideModel',
      params: { age: 12 },
    });
  });

  it('refuses 29 and 75, and scores 30 and 74', () => {
    expect(assessCardiacRisk(quietForm({ Age: 29 }), nothingOnRecord)).toMatchObject({
      ok: false,
      params: { age: 29 },
    });
    expect(assessCardiacRisk(quietForm({ Age: 75 }), nothingOnRecord)).toMatchObject({
      ok: false,
      params: { age: 75 },
    });
    expect(assessCardiacRisk(quietForm({ Age: 30 }), nothingOnRecord).ok).toBe(true);
    expect(assessCardiacRisk(quietForm({ Age: 74 }), nothingOnRecord).ok).toBe(true);
  });

  it('asks for Male or Female when no sex is chosen', () => {
    expect(assessCardiacRisk(quietForm({ gender: null }), nothingOnRecord)).toEqual({
      ok: false,
      messageKey: 'cardiacSexRequired',
    });
  });

  it('refuses a form the rules refuse (spec 000 §8: "Please check Data.")', () => {
    expect(assessCardiacRisk(quietForm({ Weight: 0, BMI: null }), nothingOnRecord)).toEqual({
      ok: false,
      messageKey: 'cardiacFormInvalid',
    });
    expect(assessCardiacRisk(emptyClinicalInfoForm(), nothingOnRecord)).toEqual({
      ok: false,
      messageKey: 'cardiacFormInvalid',
    });
  });
});

describe('assessCardiacRisk: the score and its band', () => {
  it('gives the model’s risk rounded to one decimal, read from the form', () => {
    // Male 50, BMI 25 (170 cm, 70 kg), 130 mmHg untreated: 9.7659% (framingham.test.ts)
    const heartRisk = predictionOf(
      quietForm({ Age: 50, Weight: 70, BMI: 25, BloodPressureSystolic: 130, BloodPressureDiastolic: 85 }),
    ).HeartRisk;
    expect(heartRisk.Score).toBe(9.8);
    expect(heartRisk.Band).toBe('Abnormal');
    // Male 61, BMI 28, 150 mmHg treated, smoker, diabetic: 74.0402%
    expect(predictionOf(highRiskForm()).HeartRisk).toMatchObject({ Score: 74, Band: 'Critical' });
    expect(predictionOf(quietForm()).HeartRisk.Band).toBe('Normal');
  });

  it('reads the sex from the form', () => {
    const female = predictionOf(highRiskForm({ gender: 'Female', currentConditions: [] })).HeartRisk.Score;
    expect(female).toBe(30.8);
  });

  it('gives the same person’s score with every modifiable factor ideal', () => {
    const ideal = framinghamRiskPercent({
      sex: 'Male',
      ageYears: 61,
      bmi: 22,
      systolicPressure: 110,
      treatedPressure: false,
      smoker: false,
      diabetes: false,
    });
    expect(predictionOf(highRiskForm()).HeartRisk.IdealScore).toBe(Math.round(ideal * 10) / 10);
  });
});

describe('assessCardiacRisk: top modifiable risk contributors', () => {
  const input: FraminghamInput = {
    sex: 'Male',
    ageYears: 61,
    bmi: 28,
    systolicPressure: 150,
    treatedPressure: true,
    smoker: true,
    diabetes: true,
  };
  const risk = framinghamRiskPercent(input);
  const pointsWith = (ideal: Partial<FraminghamInput>) =>
    Math.round((risk - framinghamRiskPercent({ ...input, ...ideal })) * 10) / 10;

  it('gives each factor the risk it adds over the same person with that factor alone ideal, largest first', () => {
    expect(
      predictionOf(highRiskForm()).HeartRisk.TopRiskContributors.map(({ factor, riskPointsAbove }) => [
        factor,
        riskPointsAbove,
      ]),
    ).toEqual([
      ['systolicPressure', pointsWith({ systolicPressure: 110, treatedPressure: false })],
      ['smoking', pointsWith({ smoker: false })],
      ['diabetes', pointsWith({ diabetes: false })],
      ['bmi', pointsWith({ bmi: 22 })],
    ]);
  });

  it('gives shares in proportion to the points, summing to exactly 100', () => {
    const contributors = predictionOf(highRiskForm()).HeartRisk.TopRiskContributors;
    const tenths = contributors.reduce((sum, { sharePercent }) => sum + Math.round(sharePercent * 10), 0);
    expect(tenths).toBe(1000);
    const totalPoints = contributors.reduce((sum, { riskPointsAbove }) => sum + riskPointsAbove, 0);
    for (const { riskPointsAbove, sharePercent } of contributors) {
      expect(sharePercent).toBeCloseTo((riskPointsAbove / totalPoints) * 100, 0);
    }
  });

  it('gives one factor all the share', () => {
    expect(predictionOf(quietForm({ Age: 50, Smoke: 'Current Smoker' })).HeartRisk.TopRiskContributors).toEqual([
      expect.objectContaining({ factor: 'smoking', sharePercent: 100 }),
    ]);
  });

  it('finds none for a person with every factor ideal, whose score is the ideal score', () => {
    const heartRisk = predictionOf(quietForm({ Age: 60 })).HeartRisk;
    expect(heartRisk.TopRiskContributors).toEqual([]);
    expect(heartRisk.IdealScore).toBe(heartRisk.Score);
  });

  it('leaves out factors better than ideal', () => {
    // BMI 20 (170 cm, 57 kg) and 100 mmHg both lower the risk below the ideal profile's
    const heartRisk = predictionOf(
      quietForm({ Age: 60, Weight: 57, BMI: 20, BloodPressureSystolic: 100, BloodPressureDiastolic: 65 }),
    ).HeartRisk;
    expect(heartRisk.TopRiskContributors).toEqual([]);
    expect(heartRisk.Score).toBeLessThan(heartRisk.IdealScore);
  });

  it('counts a treated pressure of 110 as adding risk (the ideal is untreated)', () => {
    const contributors = predictionOf(quietForm({ Age: 60, currentMedications: ['Antihypertensive'] })).HeartRisk
      .TopRiskContributors;
    expect(contributors.map(({ factor }) => factor)).toEqual(['systolicPressure']);
  });
});

describe('assessCardiacRisk: lab investigations (README "Lab investigations")', () => {
  it('lists the four investigations in order, each Yes or No', () => {
    expect(protocolOf({}).LabInvestigationRecommended).toEqual([
      { item: 'lipidProfile', recommended: 'No' },
      { item: 'hba1c', recommended: 'No' },
      { item: 'kidneyFunction', recommended: 'No' },
      { item: 'urineAlbumin', recommended: 'No' },
    ]);
  });

  it('asks for a lipid profile when none is on record', () => {
    expect(labsOf({})).toEqual(['lipidProfile']);
    expect(labsOf({}, { ...nothingOnRecord, lipidProfile: true })).toEqual([]);
  });

  it('asks for HbA1c with diabetes, BMI 25 or more, or age 35 or more, when none is on record (ADA)', () => {
    const withLipids = { ...nothingOnRecord, lipidProfile: true };
    expect(labsOf({ Age: 34, BMI: 22 }, withLipids)).toEqual([]);
    expect(labsOf({ Age: 35 }, withLipids)).toEqual(['hba1c']);
    expect(labsOf({ Weight: 72.25, BMI: 25 }, withLipids)).toEqual(['hba1c']);
    expect(labsOf({ Weight: 72, BMI: 25 }, withLipids)).toEqual(['hba1c']);
    expect(labsOf({ Weight: 71, BMI: 25 }, withLipids)).toEqual(['hba1c']);
    expect(labsOf({ Weight: 69, BMI: 24 }, withLipids)).toEqual([]);
    expect(labsOf({ Age: 60 }, { ...withLipids, hba1c: true })).toEqual([]);
  });

  it('asks for kidney function and urine albumin with diabetes or hypertension, when none is on record (KDIGO, ADA)', () => {
    const withRoutine = { ...nothingOnRecord, lipidProfile: true, hba1c: true };
    expect(labsOf({ currentConditions: ['Hypertension'] }, withRoutine)).toEqual(['kidneyFunction', 'urineAlbumin']);
    expect(labsOf({ currentMedications: ['Antihypertensive'] }, withRoutine)).toEqual([
      'kidneyFunction',
      'urineAlbumin',
    ]);
    expect(labsOf({ currentConditions: ['Diabetes - Controlled'] }, withRoutine)).toEqual([
      'kidneyFunction',
      'urineAlbumin',
    ]);
    expect(labsOf({ currentConditions: ['Hypertension'] }, { ...withRoutine, kidneyFunction: true })).toEqual([
      'urineAlbumin',
    ]);
    expect(labsOf({ currentConditions: ['Hypertension'] }, { ...withRoutine, urineAlbumin: true })).toEqual([
      'kidneyFunction',
    ]);
    expect(labsOf({ currentConditions: ['Asthma'] }, withRoutine)).toEqual([]);
  });
});

describe('assessCardiacRisk: diagnostics and imaging (README "Diagnostics and imaging")', () => {
  it('asks for nothing for a quiet person, listing the three items', () => {
    expect(protocolOf({}).DiagnosticsAndImagingRecommended).toEqual([
      { item: 'ecg', recommended: 'No' },
      { item: 'echocardiography', recommended: 'No' },
      { item: 'stressTest', recommended: 'No' },
    ]);
  });

  it.each([
    ['a score of 10 or more', highRiskForm()],
    ['palpitations', quietForm({ HeartRelatedSymptom: 'Palpitations' })],
    ['an irregular rhythm', quietForm({ Rhythm: 'Irregularly Irregular' })],
    ['a rhythm not known', quietForm({ Rhythm: 'Not Known' })],
    ['a heart rate of 49', quietForm({ HeartRatePerMinute: 49 })],
    ['a heart rate of 101', quietForm({ HeartRatePerMinute: 101 })],
    ['a past heart attack', quietForm({ pastConditions: ['Heart Attack'] })],
  ])('asks for an ECG for %s', (_case, form) => {
    expect(diagnosticsOf(form)).toContain('ecg');
  });

  it('does not ask for an ECG at heart rates 50 and 100, or a score just under 10', () => {
    expect(diagnosticsOf(quietForm({ HeartRatePerMinute: 50 }))).toEqual([]);
    expect(diagnosticsOf(quietForm({ HeartRatePerMinute: 100 }))).toEqual([]);
    // Male 50, BMI 25, 130 mmHg: 9.8
    expect(
      diagnosticsOf(
        quietForm({ Age: 50, Weight: 70, BMI: 25, BloodPressureSystolic: 130, BloodPressureDiastolic: 85 }),
      ),
    ).toEqual([]);
  });

  it.each([
    ['breathlessness', { HeartRelatedSymptom: 'Breathlessness' }],
    ['fainting', { HeartRelatedSymptom: 'Fainting' }],
    ['heart failure', { currentConditions: ['Heart Failure'] }],
    ['a past stroke', { pastConditions: ['Stroke'] }],
  ] as const)('asks for an echocardiogram for %s', (_case, changes) => {
    expect(diagnosticsOf(quietForm(changes as Partial<ClinicalInfoForm>))).toEqual(['ecg', 'echocardiography']);
  });

  it('asks for a stress test for chest pain only', () => {
    expect(diagnosticsOf(quietForm({ HeartRelatedSymptom: 'Chest Pain' }))).toEqual(['ecg', 'stressTest']);
    expect(diagnosticsOf(quietForm({ HeartRelatedSymptom: 'Palpitations' }))).not.toContain('stressTest');
  });
});

describe('assessCardiacRisk: medication (README "Medication")', () => {
  const medicationOf = (changes: Partial<ClinicalInfoForm>) => protocolOf(changes).Medication;

  it('suggests no change when no rule applies', () => {
    expect(medicationOf({})).toEqual(['noMedicationChange']);
    expect(medicationOf({ BloodPressureSystolic: 139, BloodPressureDiastolic: 89 })).toEqual(['noMedicationChange']);
  });

  it('suggests discussing treatment for 140 systolic or 90 diastolic untreated (ACC/AHA 2017)', () => {
    expect(medicationOf({ BloodPressureSystolic: 140 })).toEqual(['discussBloodPressureTreatment']);
    expect(medicationOf({ BloodPressureSystolic: 130, BloodPressureDiastolic: 90 })).toEqual([
      'discussBloodPressureTreatment',
    ]);
  });

  it('suggests reviewing treatment for a treated pressure still at 140 or 90', () => {
    const treated = { currentMedications: ['Antihypertensive'] };
    expect(medicationOf({ ...treated, BloodPressureSystolic: 140 })).toEqual(['reviewBloodPressureTreatment']);
    expect(medicationOf({ ...treated, BloodPressureSystolic: 130, BloodPressureDiastolic: 92 })).toEqual([
      'reviewBloodPressureTreatment',
    ]);
    expect(medicationOf({ ...treated, BloodPressureSystolic: 130, BloodPressureDiastolic: 80 })).toEqual([
      'noMedicationChange',
    ]);
  });

  it('suggests discussing a statin from a score of 10 without one (USPSTF 2022)', () => {
    // Male 55, BMI 25, 130/85 untreated: 12.9
    const elevated = { Age: 55, Weight: 70, BMI: 25, BloodPressureSystolic: 130, BloodPressureDiastolic: 85 };
    expect(medicationOf(elevated)).toEqual(['discussStatin']);
    expect(medicationOf({ ...elevated, currentMedications: ['Statin'] })).toEqual(['noMedicationChange']);
    expect(medicationOf({ ...elevated, Age: 50 })).toEqual(['noMedicationChange']);
  });

  it('suggests reviewing diabetes treatment when diabetes is not controlled (ADA)', () => {
    expect(medicationOf({ currentConditions: ['Diabetes - Not Controlled'] })).toEqual(['reviewDiabetesTreatment']);
    expect(medicationOf({ currentConditions: ['Diabetes - Controlled'] })).toEqual(['noMedicationChange']);
  });

  it('lists every advice that applies, in order', () => {
    expect(
      predictionOf(highRiskForm({ currentConditions: ['Diabetes - Not Controlled'] })).MedicalProtocol.Medication,
    ).toEqual(['reviewBloodPressureTreatment', 'discussStatin', 'reviewDiabetesTreatment']);
  });
});

describe('assessCardiacRisk: other advice (README "Other advice")', () => {
  const adviceOf = (changes: Partial<ClinicalInfoForm>) => protocolOf(changes).OtherAdvice;

  it('gives none to a quiet person', () => {
    expect(adviceOf({})).toEqual([]);
  });

  it.each([
    ['seekCareForSymptoms', { HeartRelatedSymptom: 'Palpitations' }],
    ['stopSmoking', { Smoke: 'Current Smoker' }],
    ['reduceWeight', { Weight: 72, BMI: 25 }],
    ['reduceWeight', { Waist: 90 }],
    ['reduceWeight', { Waist: 36, WaistUnit: 'Inch' }],
    ['reduceWeight', { gender: 'Female', Waist: 80 }],
    ['increaseActivity', { PhysicalActivity: 'Sedentary' }],
    ['increaseActivity', { PhysicalActivity: 'Mild' }],
    ['heartHealthyDiet', { currentConditions: ['Dyslipidaemia'] }],
    ['heartHealthyDiet', { currentMedications: ['Statin'] }],
    ['limitAlcohol', { Alcohol: 'Heavy' }],
    ['improveSleep', { SleepingHrs: '<5 hours' }],
    ['manageStress', { PsychologicalStress: 'High' }],
    ['manageStress', { PsychologicalStress: 'Severe' }],
  ] as const)('gives %s for %o', (advice, changes) => {
    expect(adviceOf(changes as Partial<ClinicalInfoForm>)).toEqual([advice]);
  });

  it.each([
    ['a past smoker', { Smoke: 'Past Smoker' }],
    ['a man’s waist of 89 cm', { Waist: 89 }],
    ['a woman’s waist of 79 cm', { gender: 'Female', Waist: 79 }],
    ['moderate activity', { PhysicalActivity: 'Moderate' }],
    ['occasional drinking', { Alcohol: 'Occassional' }],
    ['5 to 7 hours of sleep', { SleepingHrs: '5-7 hours' }],
    ['moderate stress', { PsychologicalStress: 'Moderate' }],
  ] as const)('gives nothing for %s', (_case, changes) => {
    expect(adviceOf(changes as Partial<ClinicalInfoForm>)).toEqual([]);
  });

  it('gives diet advice from a score of 5', () => {
    // Female 50, BMI 25, 130/85 untreated: 5.0
    const female = { gender: 'Female', Age: 50, Weight: 70, BMI: 25, BloodPressureSystolic: 130 } as const;
    expect(adviceOf(female)).toEqual(['reduceWeight', 'heartHealthyDiet']);
    expect(adviceOf({ ...female, Age: 49 })).toEqual(['reduceWeight']);
  });
});

describe('assessCardiacRisk: repeat visit', () => {
  it.each([
    ['Normal', quietForm(), 12],
    ['Abnormal', quietForm({ Age: 50, Weight: 70, BMI: 25, BloodPressureSystolic: 130 }), 6],
    ['Critical', highRiskForm(), 3],
  ] as const)('repeats a %s score after %d months', (band, form, months) => {
    const prediction = predictionOf(form);
    expect(prediction.HeartRisk.Band).toBe(band);
    expect(prediction.MedicalProtocol.Management.RepeatVisit).toEqual({
      months,
      Comments: `Repeat the assessment in ${months} months.`,
    });
  });
});

describe('investigationsOnRecordFrom', () => {
  it('finds nothing in no tests or unrelated ones', () => {
    expect(investigationsOnRecordFrom([])).toEqual(nothingOnRecord);
    expect(investigationsOnRecordFrom(['Complete Blood Count', 'Thyroid Profile', 'Urine Routine'])).toEqual(
      nothingOnRecord,
    );
  });

  it.each([
    ['Lipid Profile', 'lipidProfile'],
    ['SERUM CHOLESTEROL', 'lipidProfile'],
    ['HbA1c', 'hba1c'],
    ['Hb A1c', 'hba1c'],
    ['Glycated Haemoglobin', 'hba1c'],
    ['Glycosylated Hemoglobin', 'hba1c'],
    ['Serum Creatinine', 'kidneyFunction'],
    ['Kidney Function Test', 'kidneyFunction'],
    ['Renal Function Test', 'kidneyFunction'],
    ['KFT', 'kidneyFunction'],
    ['rft', 'kidneyFunction'],
    ['eGFR', 'kidneyFunction'],
    ['Urine Microalbumin', 'urineAlbumin'],
    ['Albumin Creatinine Ratio', 'urineAlbumin'],
    ['Urine Albumin/Creatinine Ratio', 'urineAlbumin'],
    ['Urine ACR', 'urineAlbumin'],
  ] as const)('reads %s as %s only', (name, investigation) => {
    expect(investigationsOnRecordFrom([name])).toEqual({ ...nothingOnRecord, [investigation]: true });
  });

  it('does not read an acronym inside a longer word', () => {
    expect(investigationsOnRecordFrom(['Lacrimal swab', 'Sacral spine X-ray'])).toEqual(nothingOnRecord);
  });

  it('combines several tests', () => {
    expect(investigationsOnRecordFrom(['Lipid Profile', 'KFT', 'HbA1c', 'Urine Microalbumin'])).toEqual(
      everythingOnRecord,
    );
  });
});
