import { describe, expect, it } from 'vitest';
import { parameterWith } from '../catalogue/parameter-fixture.js';
import { type TrendSource, trendAxisOf, trendSeriesKey, trendSeriesOf } from './trends.js';
import { trendsSettingsOf } from './trends-settings.js';

/** Haemoglobin 13-17 g/dL for men, 12-15 for women, critical below 7; glucose 70-110 mg/dL. */
const haemoglobin = parameterWith({
  index: 1,
  order: 1,
  name: 'Haemoglobin',
  unit: 'g/dL',
  lowerBoundMale: 13,
  upperBoundMale: 17,
  lowerBoundFemale: 12,
  upperBoundFemale: 15,
  criticalLowerMale: 7,
  criticalLowerFemale: 7,
});
const platelets = parameterWith({ index: 2, order: 2, name: 'Platelets', unit: '10^3/uL', lowerBoundMale: 150 });
const remark = parameterWith({ index: 3, order: 3, name: 'Remark', unit: null, descriptionFlag: true });
const glucose = parameterWith({
  index: 1,
  order: 1,
  name: 'Glucose',
  unit: 'mg/dL',
  lowerBoundMale: 70,
  upperBoundMale: 110,
});

const cbc = (reportId: number, reportedAt: string, values: [number, string][]): TrendSource => ({
  reportId,
  billId: reportId,
  labBillId: `B-${reportId}`,
  reportedAt,
  department: 'Haematology',
  testId: 10,
  test: 'CBC',
  parameters: [haemoglobin, platelets, remark],
  values: values.map(([index, value]) => ({ index, value })),
});
const sugar = (reportId: number, reportedAt: string, value: string): TrendSource => ({
  reportId,
  billId: reportId,
  labBillId: `B-${reportId}`,
  reportedAt,
  department: 'Biochemistry',
  testId: 20,
  test: 'Glucose fasting',
  parameters: [glucose],
  values: [{ index: 1, value }],
});

const full = { flag: 1, hiddenKeys: new Set<string>() } as const;

describe('trend series (spec 001 §2 Patient Trends, §7 v4/fetch-data-for-trends/)', () => {
  const sources = [
    cbc(3, '2025-03-01T00:00:00.000Z', [
      [1, '6.5'],
      [3, 'Low'],
    ]),
    cbc(1, '2025-01-01T00:00:00.000Z', [
      [1, '11.2'],
      [2, '210'],
    ]),
    sugar(2, '2025-02-01T00:00:00.000Z', '126'),
    cbc(4, '2025-04-01T00:00:00.000Z', [[1, 'Haemolysed']]),
  ];

  it('gives one series per numeric parameter of a test, points oldest first, descriptions and words left out', () => {
    const series = trendSeriesOf(sources, 'female', full);
    expect(series.map((one) => [one.key, one.testName, one.parameterName, one.unit])).toEqual([
      ['20:glucose', 'Glucose fasting', 'Glucose', 'mg/dL'],
      ['10:haemoglobin', 'CBC', 'Haemoglobin', 'g/dL'],
      ['10:platelets', 'CBC', 'Platelets', '10^3/uL'],
    ]);
    expect(series[1]?.points).toEqual([
      { reportId: 1, labBillId: 'B-1', at: '2025-01-01T00:00:00.000Z', value: 11.2, text: '11.2', isCritical: 1 },
      { reportId: 3, labBillId: 'B-3', at: '2025-03-01T00:00:00.000Z', value: 6.5, text: '6.5', isCritical: 2 },
    ]);
  });

  it('bands each series with the range of the patient’s sex (spec 001 §5 Values)', () => {
    const female = trendSeriesOf(sources, 'female', full).find((one) => one.key === '10:haemoglobin');
    const male = trendSeriesOf(sources, 'male', full).find((one) => one.key === '10:haemoglobin');
    expect([female?.low, female?.high]).toEqual([12, 15]);
    expect([male?.low, male?.high]).toEqual([13, 17]);
    // 11.2 is abnormal for a man and a woman; a lower bound alone leaves the band open above.
    const plateletsSeries = trendSeriesOf(sources, 'male', full).find((one) => one.key === '10:platelets');
    expect([plateletsSeries?.low, plateletsSeries?.high]).toEqual([150, null]);
  });

  it('keeps in the compact report (flag 0) only the series with two points or more (spec 001 §9)', () => {
    const compact = trendSeriesOf(sources, 'female', { flag: 0, hiddenKeys: new Set() });
    expect(compact.map((one) => one.key)).toEqual(['10:haemoglobin']);
  });

  it('marks the series the lab hid, and keeps them in the list so the side list can show them again', () => {
    const series = trendSeriesOf(sources, 'female', { flag: 1, hiddenKeys: new Set(['20:glucose']) });
    expect(series.map((one) => [one.key, one.hidden])).toEqual([
      ['20:glucose', true],
      ['10:haemoglobin', false],
      ['10:platelets', false],
    ]);
  });

  it('labels and bands a series as its newest format has it, the key folded so a retyped name keeps its setting', () => {
    const renamed = parameterWith({ ...haemoglobin, name: ' HAEMOGLOBIN ', lowerBoundFemale: 11.5 });
    const newer: TrendSource = { ...cbc(5, '2025-05-01T00:00:00.000Z', [[1, '12']]), parameters: [renamed] };
    const [series] = trendSeriesOf([newer, ...sources.slice(0, 2)], 'female', { flag: 0, hiddenKeys: new Set() });
    expect(series?.key).toBe(trendSeriesKey(10, 'Haemoglobin'));
    expect([series?.parameterName, series?.low, series?.points.length]).toEqual(['HAEMOGLOBIN', 11.5, 3]);
  });

  it('splits a parameter whose unit changed: the newest unit keeps the plain key', () => {
    const inMmol: TrendSource = {
      ...sugar(6, '2025-06-01T00:00:00.000Z', '6.1'),
      parameters: [{ ...glucose, unit: 'mmol/L', lowerBoundMale: 3.9, upperBoundMale: 6.1 }],
    };
    const series = trendSeriesOf([...sources, inMmol], 'male', full).filter(
      (one) => one.testName === 'Glucose fasting',
    );
    expect(series.map((one) => [one.key, one.unit, one.points.map((point) => point.text)])).toEqual([
      ['20:glucose', 'mmol/L', ['6.1']],
      ['20:glucose:mg/dl', 'mg/dL', ['126']],
    ]);
  });

  it('gives no series for a patient with no numeric result', () => {
    expect(trendSeriesOf([], 'male', full)).toEqual([]);
    expect(trendSeriesOf([cbc(1, '2025-01-01T00:00:00.000Z', [[3, 'Normal']])], 'male', full)).toEqual([]);
  });
});

describe('the chart’s value axis', () => {
  it('takes every point and the whole band, ending on round ticks', () => {
    expect(trendAxisOf([11.2, 6.5], { low: 12, high: 15 })).toEqual({ min: 5, max: 15, ticks: [5, 7.5, 10, 12.5, 15] });
    expect(trendAxisOf([126, 98], { low: 70, high: 110 })).toEqual({
      min: 60,
      max: 140,
      ticks: [60, 80, 100, 120, 140],
    });
  });

  it('keeps decimals free of binary noise', () => {
    expect(trendAxisOf([0.31, 0.72], { low: null, high: null }).ticks).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(trendAxisOf([0.1, 0.3], { low: null, high: null }).ticks).toEqual([0.1, 0.15, 0.2, 0.25, 0.3]);
  });

  it('centres a flat series with no band, and gives an empty chart an axis', () => {
    const flat = trendAxisOf([5, 5], { low: null, high: null });
    expect(flat.min).toBeLessThan(5);
    expect(flat.max).toBeGreaterThan(5);
    expect(trendAxisOf([], { low: null, high: null })).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
});

describe('the trends settings (spec 001 §2 Save Settings)', () => {
  it('reads the stored hidden keys, each once, and nothing from a missing or broken document', () => {
    expect(trendsSettingsOf({ hiddenKeys: ['10:haemoglobin', ' 10:haemoglobin ', 7, '', '20:glucose'] })).toEqual({
      hiddenKeys: ['10:haemoglobin', '20:glucose'],
    });
    expect(trendsSettingsOf(undefined)).toEqual({ hiddenKeys: [] });
    expect(trendsSettingsOf({ hiddenKeys: 'all' })).toEqual({ hiddenKeys: [] });
  });
});
