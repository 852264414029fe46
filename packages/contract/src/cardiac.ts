import {
  alcoholUses,
  cardiacBands,
  clinicalSexes,
  currentConditionOptions,
  currentMedicationOptions,
  diagnosticsAndImaging,
  diets,
  familyHistoryOptions,
  gynaecologicalStatuses,
  heartSymptoms,
  heightUnits,
  labInvestigations,
  medicationAdvice,
  modifiableRiskFactors,
  otherAdvice,
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
} from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { CalendarDate } from './patients.js';

/*
 * The cardiac risk area (issue 9; spec 000 §2 'Cardiac Risk Score report panel', 'Clinical Info
 * form'; §3 'Cardiac score form fields', 'Clinical visit record', 'Cardiac prediction response').
 * Field names are the spec's. Numbers are JSON numbers: text in a numeric field is refused with
 * the field's own message; ranges and the rest are the domain's rules (clinical-info-rules.ts).
 */

/** A measurement as typed, or null when left empty (the required rules name it). */
const Measurement = (
  messageKey:
    | 'cardiacHeightNotValid'
    | 'cardiacWeightNotValid'
    | 'cardiacBmiRequired'
    | 'cardiacHeartRateNotValid'
    | 'cardiacAgeNotValid'
    | 'cardiacCheckData',
) => z.number({ error: messageKey }).finite(messageKey).nullable();

const MultiSelect = <Options extends readonly [string, ...string[]]>(options: Options) =>
  z.array(z.enum(options)).max(options.length);

/** The Clinical Info form (spec 000 §3 'Cardiac score form fields'), as the user filled it. */
export const ClinicalInfoForm = z
  .object({
    Age: Measurement('cardiacAgeNotValid'),
    gender: z.enum(clinicalSexes).nullable(),
    Height: Measurement('cardiacHeightNotValid'),
    HeightUnit: z.enum(heightUnits),
    Weight: Measurement('cardiacWeightNotValid'),
    WeightUnit: z.enum(weightUnits),
    Waist: Measurement('cardiacCheckData'),
    WaistUnit: z.enum(waistUnits),
    BMI: Measurement('cardiacBmiRequired'),
    HeartRatePerMinute: Measurement('cardiacHeartRateNotValid'),
    BloodPressureSystolic: Measurement('cardiacCheckData'),
    BloodPressureDiastolic: Measurement('cardiacCheckData'),
    RateofRespirationPerMinute: Measurement('cardiacCheckData'),
    HeartRelatedSymptom: z.enum(heartSymptoms),
    Rhythm: z.enum(pulseRhythms),
    PsychologicalStress: z.enum(psychologicalStressLevels),
    PhysicalActivity: z.enum(physicalActivities),
    Diet: z.enum(diets),
    Alcohol: z.enum(alcoholUses),
    Smoke: z.enum(smokingStatuses),
    Activity: z.enum(workActivities),
    SleepingHrs: z.enum(sleepingHours),
    gynecologicalStatus: z.enum(gynaecologicalStatuses),
    currentConditions: MultiSelect(currentConditionOptions),
    pastConditions: MultiSelect(pastConditionOptions),
    currentMedications: MultiSelect(currentMedicationOptions),
    parentHistory: MultiSelect(parentHistoryOptions),
    familyHistory: MultiSelect(familyHistoryOptions),
  })
  .meta({ id: 'ClinicalInfoForm' });
export type ClinicalInfoForm = z.infer<typeof ClinicalInfoForm>;

/** `POST /api/v1/patients/{id}/cardiac-scores`: the form; `saveOnly: true` saves it without a score (spec 000 §4). */
export const CardiacScoreRequest = ClinicalInfoForm.extend({ saveOnly: z.boolean().default(false) });
export type CardiacScoreRequest = z.infer<typeof CardiacScoreRequest>;

const YesNo = z.enum(['Yes', 'No']);

/** The six facts read from the form (domain ClinicalRiskFlags). */
export const ClinicalRiskFlags = z.object({
  DiabetesMellitus: YesNo,
  Tobacco: YesNo,
  Hypertension: YesNo,
  Dyslipidaemia: YesNo,
  PrevHeartDisease: YesNo,
  FamilyHistoryofHeartDisease: YesNo,
});

/** spec 000 §3 'Cardiac prediction response' (domain CardiacPrediction). */
export const CardiacPrediction = z
  .object({
    HeartRisk: z.object({
      Score: z.number(),
      Band: z.enum(cardiacBands),
      IdealScore: z.number(),
      TopRiskContributors: z.array(
        z.object({ factor: z.enum(modifiableRiskFactors), riskPointsAbove: z.number(), sharePercent: z.number() }),
      ),
    }),
    MedicalProtocol: z.object({
      LabInvestigationRecommended: z.array(z.object({ item: z.enum(labInvestigations), recommended: YesNo })),
      DiagnosticsAndImagingRecommended: z.array(z.object({ item: z.enum(diagnosticsAndImaging), recommended: YesNo })),
      Medication: z.array(z.enum(medicationAdvice)),
      OtherAdvice: z.array(z.enum(otherAdvice)),
      Management: z.object({
        RepeatVisit: z.object({ months: z.union([z.literal(3), z.literal(6), z.literal(12)]), Comments: z.string() }),
      }),
    }),
  })
  .meta({ id: 'CardiacPrediction' });
export type CardiacPrediction = z.infer<typeof CardiacPrediction>;

/** spec 000 §3 'Clinical visit record: DateOfVisit, score, type'. */
export const ClinicalVisit = z
  .object({
    id: Id,
    DateOfVisit: CalendarDate,
    /** The 10-year risk in percent; null for a visit saved without a score. */
    score: z.number().nullable(),
    band: z.enum(cardiacBands).nullable(),
    /** 'score': the model answered; 'clinicalInfo': the form was saved only. */
    type: z.enum(['score', 'clinicalInfo']),
    recordedBy: z.string().nullable(),
    createdAt: Timestamp,
  })
  .meta({ id: 'ClinicalVisit' });
export type ClinicalVisit = z.infer<typeof ClinicalVisit>;

export const ClinicalVisitList = z.object({ items: z.array(ClinicalVisit) });
export type ClinicalVisitList = z.infer<typeof ClinicalVisitList>;

/** One visit in full: the form as filled, the facts read from it and the model's answer. */
export const ClinicalVisitDetail = ClinicalVisit.extend({
  form: ClinicalInfoForm,
  flags: ClinicalRiskFlags,
  Prediction: CardiacPrediction.nullable(),
  /** Which provider and model answered (null without a score). */
  provider: z.string().nullable(),
}).meta({ id: 'ClinicalVisitDetail' });
export type ClinicalVisitDetail = z.infer<typeof ClinicalVisitDetail>;

/** The answer to a score or save: the spec's shape (Data[0].DateOfVisit, Prediction) and the visit kept. */
export const CardiacScoreAnswer = z
  .object({
    Data: z.array(z.object({ DateOfVisit: CalendarDate })),
    Prediction: CardiacPrediction.nullable(),
    visit: ClinicalVisitDetail,
  })
  .meta({ id: 'CardiacScoreAnswer' });
export type CardiacScoreAnswer = z.infer<typeof CardiacScoreAnswer>;

export const ClinicalVisitParams = z.object({ id: Id, visitId: Id });
