import { describe, expect, it } from 'vitest';
import {
  checkClinicalHistory,
  checkDayRange,
  checkDoctorWorklist,
  checkPatientWise,
  checkSampleType,
  checkTestWise,
  checkWorklistDialog,
} from './worklist-validation.js';

const today = '2026-11-24';
const keyOf = (problem: { key: string } | null) => problem?.key ?? null;

describe('spec 002 §5 work list checks, with the messages of spec 002 §8', () => {
  it("the dialog: 'Select at least one parameter' without a status, 'Please provide at-least one parameter' without a range, department, referral or organisation", () => {
    const base = { anyStatus: true, from: null, to: null, today };
    expect(keyOf(checkWorklistDialog({ ...base, anyStatus: false, from: today, to: today }))).toBe(
      'worklistSelectParameter',
    );
    expect(keyOf(checkWorklistDialog(base))).toBe('worklistProvideParameter');
    expect(keyOf(checkWorklistDialog({ ...base, from: today }))).toBe('worklistProvideParameter');
    expect(checkWorklistDialog({ ...base, from: today, to: today })).toBeNull();
    expect(checkWorklistDialog({ ...base, departmentId: 3 })).toBeNull();
    expect(checkWorklistDialog({ ...base, referralDoctorId: 3 })).toBeNull();
    expect(checkWorklistDialog({ ...base, organisationId: 3 })).toBeNull();
  });

  it("'Please select any test' and 'Patient-wise needs a patient or All'", () => {
    expect(keyOf(checkTestWise(null))).toBe('worklistSelectTest');
    expect(checkTestWise(7)).toBeNull();
    expect(keyOf(checkPatientWise({ all: false }))).toBe('worklistPatientRequired');
    expect(checkPatientWise({ all: true })).toBeNull();
    expect(checkPatientWise({ patientId: 4, all: false })).toBeNull();
  });

  it("sample type: 'From Date and To Date are mandatory', 'To Date must be after From date'", () => {
    expect(keyOf(checkSampleType({ from: today, to: null, today }))).toBe('worklistDatesMandatory');
    expect(keyOf(checkSampleType({ from: null, to: today, today }))).toBe('worklistDatesMandatory');
    expect(keyOf(checkSampleType({ from: '2026-11-20', to: '2026-11-19', today }))).toBe('worklistToBeforeFrom');
    expect(checkSampleType({ from: '2026-11-20', to: '2026-11-20', today })).toBeNull();
  });

  it("date pickers: 'maximum is today; picker minimum 2000-01-01'", () => {
    expect(keyOf(checkDayRange('2026-11-20', '2026-11-25', today))).toBe('worklistDateInFuture');
    expect(keyOf(checkDayRange('1999-12-31', '2026-11-20', today))).toBe('worklistDateTooEarly');
    expect(checkDayRange('2000-01-01', today, today)).toBeNull();
  });

  describe('clinical history', () => {
    const empty = { from: null, to: null, today };
    it("'Only one of From Lab/To Lab is refused'", () => {
      expect(checkClinicalHistory({ ...empty, fromLab: '100' })).toEqual({
        key: 'worklistLabNumbersRequired',
        field: 'toLab',
      });
      expect(keyOf(checkClinicalHistory({ ...empty, toLab: '100' }))).toBe('worklistLabNumbersRequired');
    });
    it("'Lab numbers and patient id must be numeric'", () => {
      expect(keyOf(checkClinicalHistory({ ...empty, fromLab: 'A1', toLab: '5' }))).toBe('worklistFromLabNumber');
      expect(keyOf(checkClinicalHistory({ ...empty, fromLab: '1', toLab: '5b' }))).toBe('worklistToLabNumber');
      expect(keyOf(checkClinicalHistory({ ...empty, patientId: 'P-12' }))).toBe('worklistPatientIdNumber');
    });
    it("'needs dates, or both lab numbers, or patient name, patient id, department or referral'", () => {
      expect(keyOf(checkClinicalHistory(empty))).toBe('worklistClinicalParameters');
      expect(keyOf(checkClinicalHistory({ ...empty, from: today }))).toBe('worklistClinicalParameters');
      expect(keyOf(checkClinicalHistory({ ...empty, patientName: '   ' }))).toBe('worklistClinicalParameters');
      for (const given of [
        { from: today, to: today },
        { fromLab: '10', toLab: '20' },
        { patientName: 'Devi' },
        { patientId: '1024' },
        { departmentId: 2 },
        { referralDoctorId: 9 },
      ]) {
        expect(checkClinicalHistory({ ...empty, ...given })).toBeNull();
      }
    });
  });

  it("doctor work lists: 'Select The Referral Doctor' / 'Select The Signing Doctor'", () => {
    const range = { from: today, to: today, today };
    expect(keyOf(checkDoctorWorklist({ kind: 'referralDoctor', ...range }))).toBe('worklistSelectReferralDoctor');
    expect(keyOf(checkDoctorWorklist({ kind: 'signingDoctor', ...range }))).toBe('worklistSelectSigningDoctor');
    expect(checkDoctorWorklist({ kind: 'signingDoctor', doctorId: 2, ...range })).toBeNull();
  });
});
