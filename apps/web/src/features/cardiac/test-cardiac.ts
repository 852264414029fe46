import type { CardiacScoreAnswer, ClinicalVisit, ClinicalVisitDetail } from '@lims/contract';
import { type CardiacPrediction, cardiacBandOf, emptyClinicalInfoForm } from '@lims/domain';

/** An answer of the model with this score: two contributors, one Yes in each list, advice in both. */
export function predictionWith(score: number, overrides: Partial<CardiacPrediction['MedicalProtocol']> = {}) {
  return {
    HeartRisk: {
      Score: score,
      Band: cardiacBandOf(score),
      IdealScore: 3.1,
      TopRiskContributors: [
        { factor: 'smoking', riskPointsAbove: 4.2, sharePercent: 61.4 },
        { factor: 'systolicPressure', riskPointsAbove: 2.6, sharePercent: 38.6 },
      ],
    },
    MedicalProtocol: {
      LabInvestigationRecommended: [
        { item: 'lipidProfile', recommended: 'Yes' },
        { item: 'hba1c', recommended: 'No' },
      ],
      DiagnosticsAndImagingRecommended: [
        { item: 'ecg', recommended: 'Yes' },
        { item: 'stressTest', recommended: 'No' },
      ],
      Medication: ['discussStatin'],
      OtherAdvice: ['stopSmoking', 'increaseActivity'],
      Management: { RepeatVisit: { months: 6, Comments: 'Repeat the visit in 6 months.' } },
      ...overrides,
    },
  } satisfies CardiacPrediction;
}

/** A visit of patient 42 as the list gives it: scored unless `score` is null. */
export function clinicalVisit(id: number, DateOfVisit: string, score: number | null): ClinicalVisit {
  return {
    id,
    DateOfVisit,
    score,
    band: score === null ? null : cardiacBandOf(score),
    type: score === null ? 'clinicalInfo' : 'score',
    recordedBy: 'Asha Verma',
    createdAt: `${DateOfVisit}T10:00:00.000Z`,
  };
}

/** The same visit in full, its form filled for a 55-year-old man. */
export function clinicalVisitDetail(visit: ClinicalVisit): ClinicalVisitDetail {
  return {
    ...visit,
    form: {
      ...emptyClinicalInfoForm({ Age: 55, gender: 'Male', Height: 172, Weight: 80 }),
      BMI: 28,
      currentConditions: ['Hypertension'],
      pastConditions: [],
      currentMedications: [],
      parentHistory: [],
      familyHistory: [],
    },
    flags: {
      DiabetesMellitus: 'No',
      Tobacco: 'Yes',
      Hypertension: 'No',
      Dyslipidaemia: 'No',
      PrevHeartDisease: 'No',
      FamilyHistoryofHeartDisease: 'No',
    },
    Prediction: visit.score === null ? null : predictionWith(visit.score),
    provider: visit.score === null ? null : 'framingham-office-bmi-2008',
  };
}

/** The answer to Get Score for a new visit. */
export function scoreAnswer(visit: ClinicalVisit): CardiacScoreAnswer {
  const detail = clinicalVisitDetail(visit);
  return { Data: [{ DateOfVisit: visit.DateOfVisit }], Prediction: detail.Prediction, visit: detail };
}
