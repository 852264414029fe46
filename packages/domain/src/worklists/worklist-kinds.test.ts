import { describe, expect, it } from 'vitest';
import { worklistFileName, worklistKindNumbers, worklistMenuItems } from './worklist-kinds.js';
import { defaultWorklistCategory, flagsOn, noTemplateFlags, worklistTemplateFlags } from './worklist-template.js';

describe('spec 002 §2 work list menu and kinds', () => {
  it("lists the ten dropdown items in order, the doctors' two flagged New", () => {
    expect(worklistMenuItems.map((item) => item.kind)).toEqual([
      'testWise',
      'patientWise',
      'simple',
      'processingSamples',
      'departmentWise',
      'clinicalHistory',
      'sampleType',
      'accession',
      'referralDoctor',
      'signingDoctor',
    ]);
    expect(worklistMenuItems.filter((item) => item.isNew).map((item) => item.kind)).toEqual([
      'referralDoctor',
      'signingDoctor',
    ]);
  });

  it("numbers the kinds '1 test wise, 2 department wise, 3 and 4 simple, 5 demo with a template, 6 accession number'", () => {
    expect(worklistKindNumbers).toEqual({
      testWise: 1,
      departmentWise: 2,
      simple: 3,
      processingSamples: 4,
      workList: 5,
      workSheet: 5,
      accession: 6,
    });
  });

  it("names files with a Unix timestamp (spec 002 §9 'Export files named with a Unix timestamp')", () => {
    const madeAt = new Date('2026-11-24T10:00:00.900Z');
    expect(worklistFileName('pdf', madeAt)).toBe('1795514400.pdf');
    expect(worklistFileName('excel', madeAt)).toBe('1795514400.xlsx');
  });
});

describe('spec 002 §3 work list template', () => {
  it("has 13 options and the default category 30 ('Default WorkList')", () => {
    expect(worklistTemplateFlags).toHaveLength(13);
    expect(defaultWorklistCategory).toBe(30);
  });

  it('gives the options that are on in the spec order', () => {
    expect(flagsOn({ ...noTemplateFlags, orderNumberFlag: true, patientIdFlag: true })).toEqual([
      'patientIdFlag',
      'orderNumberFlag',
    ]);
  });
});
