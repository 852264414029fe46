import { roundHalfAwayFromZero } from '../catalogue/calculation.js';
import type { MessageKey, MessageParams } from '../errors/messages.js';
import { type CardiacBand, cardiacBandOf } from './cardiac-bands.js';
import type {
  CardiacPrediction,
  DiagnosticOrImaging,
  LabInvestigation,
  MedicationAdvice,
  ModifiableRiskFactor,
  OtherAdvice,
  RiskContributor,
  YesNo,
} from './cardiac-prediction.js';
import {
  diagnosticsAndImaging,
  labInvestigations,
  medicationAdvice,
  modifiableRiskFactors,
  otherAdvice,
} from './cardiac-prediction.js';
import type { ClinicalInfoForm, ClinicalRiskFlags } from './clinical-info-form.js';
import { diabetesNotControlled } from './clinical-info-options.js';
import { clinicalRiskFlagsOf, normalisedClinicalInfo, validateClinicalInfo } from './clinical-info-rules.js';
import { type FraminghamInput, framinghamRiskPercent, isWithinFraminghamAges } from './framingham.js';

/*
 * The built-in cardiac risk provider: the Framingham office-based model's 10-year risk for the
 * form, the factors that add most to it, and the medical protocol that follows from it. Every
 * rule, and the guideline it follows, is written out in this folder's README.md.
 */

/** Which investigations the patient has on record in the last year (the caller chooses the window). */
export interface InvestigationsOnRecord {
  lipidProfile: boolean;
  hba1c: boolean;
  kidneyFunction: boolean;
  urineAlbumin: boolean;
}

const urineAlbuminNames = [/microalbumin/, /albumin\W*(to\W*)?creatinine\W*ratio/, /\bu?acr\b/];
const investigationNames: Record<LabInvestigation, readonly RegExp[]> = {
  lipidProfile: [/lipid/, /cholesterol/],
  hba1c: [/\bhb\s*a1c\b/, /\ba1c\b/, /(glycated|glycosylated)\s+ha?emoglobin/],
  kidneyFunction: [/kidney function/, /renal function/, /\b(kft|rft|e?gfr)\b/, /creatinine/],
  urineAlbumin: urineAlbuminNames,
};

/**
 * Which investigations a list of test names covers, by keywords in the names, in any case. A
 * urine albumin-creatinine ratio is not a kidney function test of the blood, so its creatinine
 * does not count as one.
 */
export function investigationsOnRecordFrom(testNames: readonly string[]): InvestigationsOnRecord {
  const names = testNames.map((name) => name.toLowerCase());
  const covers = (investigation: LabInvestigation, name: string): boolean => {
    const searched =
      investigation === 'kidneyFunction' && urineAlbuminNames.some((pattern) => pattern.test(name))
        ? name.replace(/creatinine/g, '')
        : name;
    return investigationNames[investigation].some((pattern) => pattern.test(searched));
  };
  const onRecord = (investigation: LabInvestigation) => names.some((name) => covers(investigation, name));
  return {
    lipidProfile: onRecord('lipidProfile'),
    hba1c: onRecord('hba1c'),
    kidneyFunction: onRecord('kidneyFunction'),
    urineAlbumin: onRecord('urineAlbumin'),
  };
}

export type CardiacAssessment =
  | { ok: true; prediction: CardiacPrediction }
  | { ok: false; messageKey: MessageKey; params?: MessageParams };

const oneDecimal = (value: number): number => roundHalfAwayFromZero(value, 1);

/**
 * The values each modifiable factor is compared with: an untreated systolic pressure of 110
 * mmHg (normal, well below the 120 where ACC/AHA 2017 calls pressure elevated), a BMI of 22 (the
 * middle of the WHO healthy range, 18.5 to 24.9), no smoking, no diabetes.
 */
const idealValues: Record<ModifiableRiskFactor, Partial<FraminghamInput>> = {
  systolicPressure: { systolicPressure: 110, treatedPressure: false },
  bmi: { bmi: 22 },
  smoking: { smoker: false },
  diabetes: { diabetes: false },
};

/**
 * The factors that add risk, largest first (ties in the order of modifiableRiskFactors). A
 * factor's points are the risk minus the risk of the same person with that factor alone ideal;
 * a factor already at or better than ideal adds none and is left out. Because the model is not
 * additive, the points do not sum to the distance to the ideal score: each share is the factor's
 * points over the sum of the points of the factors shown, so the shares sum to 100.
 */
function riskContributors(input: FraminghamInput, risk: number): RiskContributor[] {
  const points = modifiableRiskFactors
    .map((factor) => ({ factor, points: risk - framinghamRiskPercent({ ...input, ...idealValues[factor] }) }))
    .filter((contributor) => oneDecimal(contributor.points) > 0)
    .sort((first, second) => second.points - first.points);
  const total = points.reduce((sum, contributor) => sum + contributor.points, 0);
  const shares = sharesSummingToHundred(points.map((contributor) => (contributor.points / total) * 100));
  return points.map((contributor, index) => ({
    factor: contributor.factor,
    riskPointsAbove: oneDecimal(contributor.points),
    sharePercent: shares[index] ?? 0,
  }));
}

/**
 * Percentages rounded to one decimal that still sum to exactly 100 (largest remainder): the
 * tenths lost to rounding down go to the shares that lost the most.
 */
function sharesSummingToHundred(percentages: readonly number[]): number[] {
  if (percentages.length === 0) return [];
  const tenths = percentages.map((percentage) => percentage * 10);
  const floors = tenths.map(Math.floor);
  let missing = 1000 - floors.reduce((sum, floor) => sum + floor, 0);
  const byRemainder = tenths
    .map((value, index) => ({ index, remainder: value - (floors[index] ?? 0) }))
    .sort((first, second) => second.remainder - first.remainder);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors.map((floor) => floor / 10);
}

/** The facts the protocol reads: the form, with the numbers it needs known to be there. */
interface ProtocolFacts {
  form: ClinicalInfoForm;
  flags: ClinicalRiskFlags;
  score: number;
  band: CardiacBand;
  age: number;
  bmi: number;
  heartRate: number;
  systolic: number;
  diastolic: number;
  treatedPressure: boolean;
  onRecord: InvestigationsOnRecord;
}

/** Thresholds of the protocol, each explained in README.md. */
const protocolThresholds = {
  /** ACC/AHA 2017 and ESC/ESH: stage 2 or grade 1 hypertension, where medicine is advised. */
  systolicHigh: 140,
  diastolicHigh: 90,
  /** USPSTF 2022: a statin from 10% 10-year risk with a risk factor. */
  statinScore: 10,
  /** Our threshold for a resting ECG in a person without symptoms: the Critical band's edge. */
  ecgScore: 10,
  /** Our threshold for diet advice: the Abnormal band's start. */
  dietScore: 5,
  /** ADA Standards of Care: screening from BMI 25 or from age 35. */
  overweightBmi: 25,
  diabetesScreeningAge: 35,
  /** A resting heart rate outside 50-100 per minute is sinus bradycardia or tachycardia. */
  heartRateLow: 50,
  heartRateHigh: 100,
  /** IDF 2006 waist cut-offs for South Asian men and women, in cm. */
  waistMaleCm: 90,
  waistFemaleCm: 80,
} as const;

const yesWhen = (condition: boolean): YesNo => (condition ? 'Yes' : 'No');

function labInvestigationsOf(facts: ProtocolFacts): Record<LabInvestigation, boolean> {
  const { flags, onRecord, age, bmi } = facts;
  const diabetes = flags.DiabetesMellitus === 'Yes';
  const kidneyRisk = diabetes || flags.Hypertension === 'Yes';
  return {
    lipidProfile: !onRecord.lipidProfile,
    hba1c:
      !onRecord.hba1c &&
      (diabetes || bmi >= protocolThresholds.overweightBmi || age >= protocolThresholds.diabetesScreeningAge),
    kidneyFunction: kidneyRisk && !onRecord.kidneyFunction,
    urineAlbumin: kidneyRisk && !onRecord.urineAlbumin,
  };
}

function diagnosticsOf(facts: ProtocolFacts): Record<DiagnosticOrImaging, boolean> {
  const { form, flags, score, heartRate } = facts;
  const previousHeartDisease = flags.PrevHeartDisease === 'Yes';
  return {
    ecg:
      score >= protocolThresholds.ecgScore ||
      form.HeartRelatedSymptom !== 'No' ||
      form.Rhythm !== 'Regularly Regular' ||
      heartRate < protocolThresholds.heartRateLow ||
      heartRate > protocolThresholds.heartRateHigh ||
      previousHeartDisease,
    echocardiography:
      form.HeartRelatedSymptom === 'Breathlessness' || form.HeartRelatedSymptom === 'Fainting' || previousHeartDisease,
    stressTest: form.HeartRelatedSymptom === 'Chest Pain',
  };
}

function medicationOf(facts: ProtocolFacts): MedicationAdvice[] {
  const { form, score, systolic, diastolic, treatedPressure } = facts;
  const pressureHigh = systolic >= protocolThresholds.systolicHigh || diastolic >= protocolThresholds.diastolicHigh;
  const advised: Record<Exclude<MedicationAdvice, 'noMedicationChange'>, boolean> = {
    discussBloodPressureTreatment: pressureHigh && !treatedPressure,
    reviewBloodPressureTreatment: pressureHigh && treatedPressure,
    discussStatin: score >= protocolThresholds.statinScore && !form.currentMedications.includes('Statin'),
    reviewDiabetesTreatment: form.currentConditions.includes(diabetesNotControlled),
  };
  const chosen = medicationAdvice.filter((advice) => advice !== 'noMedicationChange' && advised[advice]);
  return chosen.length > 0 ? chosen : ['noMedicationChange'];
}

function otherAdviceOf(facts: ProtocolFacts): OtherAdvice[] {
  const { form, flags, score, bmi } = facts;
  const waistCm = normalisedClinicalInfo(form).waistCm;
  const waistLimit = form.gender === 'Female' ? protocolThresholds.waistFemaleCm : protocolThresholds.waistMaleCm;
  const advised: Record<OtherAdvice, boolean> = {
    seekCareForSymptoms: form.HeartRelatedSymptom !== 'No',
    stopSmoking: form.Smoke === 'Current Smoker',
    reduceWeight: bmi >= protocolThresholds.overweightBmi || (waistCm !== null && waistCm >= waistLimit),
    increaseActivity: form.PhysicalActivity === 'Sedentary' || form.PhysicalActivity === 'Mild',
    heartHealthyDiet: score >= protocolThresholds.dietScore || flags.Dyslipidaemia === 'Yes',
    limitAlcohol: form.Alcohol === 'Heavy',
    improveSleep: form.SleepingHrs === '<5 hours',
    manageStress: form.PsychologicalStress === 'High' || form.PsychologicalStress === 'Severe',
  };
  return otherAdvice.filter((advice) => advised[advice]);
}

/** How soon to repeat the assessment, by band: the higher the risk, the sooner. */
const repeatVisitMonths: Record<CardiacBand, 3 | 6 | 12> = { Critical: 3, Abnormal: 6, Normal: 12 };

function medicalProtocolOf(facts: ProtocolFacts): CardiacPrediction['MedicalProtocol'] {
  const labs = labInvestigationsOf(facts);
  const diagnostics = diagnosticsOf(facts);
  const months = repeatVisitMonths[facts.band];
  return {
    LabInvestigationRecommended: labInvestigations.map((item) => ({ item, recommended: yesWhen(labs[item]) })),
    DiagnosticsAndImagingRecommended: diagnosticsAndImaging.map((item) => ({
      item,
      recommended: yesWhen(diagnostics[item]),
    })),
    Medication: medicationOf(facts),
    OtherAdvice: otherAdviceOf(facts),
    Management: { RepeatVisit: { months, Comments: `Repeat the assessment in ${months} months.` } },
  };
}

/**
 * The cardiac risk answer for a filled form, or why there is none: a form the rules refuse
 * ('Please check Data.'), an age the model does not cover (30-74), or no sex for the model.
 * `onRecord` says which investigations the patient already had in the last year.
 */
export function assessCardiacRisk(form: ClinicalInfoForm, onRecord: InvestigationsOnRecord): CardiacAssessment {
  const {
    Age: age,
    BMI: bmi,
    HeartRatePerMinute: heartRate,
    BloodPressureSystolic: systolic,
    BloodPressureDiastolic: diastolic,
  } = form;
  if (
    Object.keys(validateClinicalInfo(form)).length > 0 ||
    age === null ||
    bmi === null ||
    heartRate === null ||
    systolic === null ||
    diastolic === null
  ) {
    return { ok: false, messageKey: 'cardiacFormInvalid' };
  }
  if (!isWithinFraminghamAges(age)) return { ok: false, messageKey: 'cardiacAgeOutsideModel', params: { age } };
  if (form.gender === null) return { ok: false, messageKey: 'cardiacSexRequired' };

  const flags = clinicalRiskFlagsOf(form);
  const treatedPressure = form.currentMedications.includes('Antihypertensive');
  const input: FraminghamInput = {
    sex: form.gender,
    ageYears: age,
    bmi,
    systolicPressure: systolic,
    treatedPressure,
    smoker: form.Smoke === 'Current Smoker',
    diabetes: flags.DiabetesMellitus === 'Yes',
  };
  const risk = framinghamRiskPercent(input);
  const idealRisk = framinghamRiskPercent({
    ...input,
    ...idealValues.systolicPressure,
    ...idealValues.bmi,
    ...idealValues.smoking,
    ...idealValues.diabetes,
  });
  const score = oneDecimal(risk);
  const band = cardiacBandOf(score);
  return {
    ok: true,
    prediction: {
      HeartRisk: {
        Score: score,
        Band: band,
        IdealScore: oneDecimal(idealRisk),
        TopRiskContributors: riskContributors(input, risk),
      },
      MedicalProtocol: medicalProtocolOf({
        form,
        flags,
        score,
        band,
        age,
        bmi,
        heartRate,
        systolic,
        diastolic,
        treatedPressure,
        onRecord,
      }),
    },
  };
}
