import { CardiacScoreRequest, type Patient } from '@lims/contract';
import { ageFromDateOfBirth, calendarDateIn, emptyClinicalInfoForm } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import type { Database } from '../database.js';
import { buildStandaloneServices } from './standalone-services.js';

const dayMs = 86_400_000;

export interface DemoCardiacInput {
  db: Database;
  actor: LabActor;
  /** A man of about sixty with diabetes and high blood pressure (demoCardiacPatient). */
  followedUp: Patient;
  /** The demo patient, whose form is saved without a score. */
  savedOnly: Patient;
  /** The lab's time zone, for the visits' days and the patients' ages on them. */
  timeZone: string;
  /** The moment the seed runs: the visits fall in the five months before it. */
  now: Date;
}

interface DemoVisit {
  daysAgo: number;
  patient: Patient;
  saveOnly: boolean;
  heightCm: number;
  weightKg: number;
  form: Partial<CardiacScoreRequest>;
}

/**
 * Clinical visits of two demo patients, made through the cardiac service with a clock set to
 * each visit's time (the Clinical Visits section of the patient's page, its score chart and the
 * card's badge): a diabetic smoker scored five months ago with his pressure untreated, and
 * scored again this month having stopped smoking and started treatment, his risk lower (the
 * model counts treated pressure as a risk of its own, so stopping smoking is what lowers it
 * most); and the demo patient's form saved without a score.
 */
export async function createDemoCardiacVisits({
  db,
  actor,
  followedUp,
  savedOnly,
  timeZone,
  now,
}: DemoCardiacInput): Promise<void> {
  let clock = now;
  const services = buildStandaloneServices(db, { now: () => clock });
  const visits: DemoVisit[] = [
    {
      daysAgo: 152,
      patient: followedUp,
      saveOnly: false,
      heightCm: 170,
      weightKg: 86,
      form: {
        Waist: 102,
        HeartRatePerMinute: 84,
        BloodPressureSystolic: 154,
        BloodPressureDiastolic: 96,
        RateofRespirationPerMinute: 18,
        Smoke: 'Current Smoker',
        Diet: 'Non-Veg',
        PhysicalActivity: 'Sedentary',
        Activity: 'Desk Job',
        SleepingHrs: '5-7 hours',
        PsychologicalStress: 'Moderate',
        currentConditions: ['Diabetes - Not Controlled', 'Hypertension'],
        currentMedications: ['Metformin'],
        parentHistory: ['Diabetes', 'Heart Disease'],
        familyHistory: ['Hypertension'],
      },
    },
    {
      daysAgo: 9,
      patient: followedUp,
      saveOnly: false,
      heightCm: 170,
      weightKg: 81,
      form: {
        Waist: 97,
        HeartRatePerMinute: 76,
        BloodPressureSystolic: 134,
        BloodPressureDiastolic: 84,
        RateofRespirationPerMinute: 16,
        Smoke: 'Past Smoker',
        Diet: 'Mix',
        PhysicalActivity: 'Moderate',
        Activity: 'Desk Job',
        SleepingHrs: '>7 hours',
        PsychologicalStress: 'Mild',
        currentConditions: ['Diabetes - Controlled', 'Hypertension'],
        currentMedications: ['Antihypertensive', 'Metformin', 'Statin'],
        parentHistory: ['Diabetes', 'Heart Disease'],
        familyHistory: ['Hypertension'],
      },
    },
    {
      daysAgo: 3,
      patient: savedOnly,
      saveOnly: true,
      heightCm: 158,
      weightKg: 63,
      form: {
        Waist: 84,
        HeartRatePerMinute: 72,
        BloodPressureSystolic: 124,
        BloodPressureDiastolic: 80,
        RateofRespirationPerMinute: 15,
        Diet: 'Veg',
        PhysicalActivity: 'Mild',
        SleepingHrs: '5-7 hours',
        gynecologicalStatus: 'Pre-menopausal',
        currentConditions: ['Hypothyroidism'],
        currentMedications: ['Thyroid Medicine'],
        parentHistory: ['Hypertension'],
        familyHistory: ['None'],
      },
    },
  ];
  for (const visit of visits) {
    // 05:30 UTC is 11:00 in Asia/Kolkata: mid-morning, the time of a health check.
    const day = new Date(now.getTime() - visit.daysAgo * dayMs);
    day.setUTCHours(5, 30, 0, 0);
    clock = day;
    const { patient } = visit;
    const age = patient.dateOfBirth ? ageFromDateOfBirth(patient.dateOfBirth, calendarDateIn(day, timeZone)) : null;
    const gender = patient.gender === 'Male' || patient.gender === 'Female' ? patient.gender : null;
    const input = CardiacScoreRequest.parse({
      ...emptyClinicalInfoForm({
        Age: age?.ageUnit === 'Years' ? age.age : patient.age,
        gender,
        Height: visit.heightCm,
        Weight: visit.weightKg,
      }),
      ...visit.form,
      saveOnly: visit.saveOnly,
    });
    await services.cardiac.record({ actor, patientId: patient.id, input });
  }
}
