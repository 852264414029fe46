import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SampleTrackingMark,
  type SampleTrackingStep,
  sampleTimeline,
  sampleTrackingStepNames,
  sampleTrackingSteps,
  truncateStepName,
} from './tracking-timeline.js';

/** Events one minute apart, in the order given. */
const eventsOf = (...actions: string[]) =>
  actions.map((action, index) => ({ action, at: new Date(Date.UTC(2026, 0, 5, 9, index)).toISOString() }));

const marksOf = (actions: string[], withdrawn = false) =>
  Object.fromEntries(sampleTimeline(eventsOf(...actions), { withdrawn }).steps.map((step) => [step.step, step.mark]));

const marks = (
  billed: SampleTrackingMark,
  collected: SampleTrackingMark,
  received: SampleTrackingMark,
  accessioned: SampleTrackingMark,
  reportEntry: SampleTrackingMark,
  signed: SampleTrackingMark,
): Record<SampleTrackingStep, SampleTrackingMark> => ({
  billed,
  collected,
  received,
  accessioned,
  reportEntry,
  signed,
});

// spec 001 §2 line 50: "Timeline steps are marked IN, OUT, Skipped or Sent Back."
// spec 002 §2 line 43: "tracking shows Completed or In Progress; the latest step shows IN, OUT
// (when in and prepared), Skipped or Pending (timeline steps may also be Sent Back)."
describe('sampleTimeline (spec 001 §2, spec 002 §2)', () => {
  it('a billed sample is IN at collection, every later step Pending, In Progress', () => {
    const timeline = sampleTimeline(eventsOf('bill.create'), { withdrawn: false });
    expect(timeline.steps.map((step) => step.mark)).toEqual(['out', 'in', 'pending', 'pending', 'pending', 'pending']);
    expect(timeline.latestStep).toBe('collected');
    expect(timeline.progress).toBe('inProgress');
  });

  it('OUT for each step done; the next one IN', () => {
    expect(marksOf(['bill.create', 'sample.collect'])).toEqual(
      marks('out', 'out', 'in', 'pending', 'pending', 'pending'),
    );
    expect(marksOf(['bill.create', 'sample.collect', 'sample.receive', 'sample.accession'])).toEqual(
      marks('out', 'out', 'out', 'out', 'in', 'pending'),
    );
  });

  it('Skipped when a later step was done without it: accessioned before it was received', () => {
    expect(marksOf(['bill.create', 'sample.collect', 'sample.accession'])).toEqual(
      marks('out', 'out', 'skipped', 'out', 'in', 'pending'),
    );
    // Received afterwards: no longer skipped.
    expect(marksOf(['bill.create', 'sample.collect', 'sample.accession', 'sample.receive'])).toEqual(
      marks('out', 'out', 'out', 'out', 'in', 'pending'),
    );
  });

  it('Sent Back at receipt after a reject; re-enabled, the sample is to be drawn again', () => {
    const rejected = ['bill.create', 'sample.collect', 'sample.receive', 'sample.reject'];
    expect(marksOf(rejected)).toEqual(marks('out', 'out', 'sentBack', 'pending', 'pending', 'pending'));
    const reEnabled = [...rejected, 'sample.reEnable'];
    expect(marksOf(reEnabled)).toEqual(marks('out', 'in', 'sentBack', 'pending', 'pending', 'pending'));
    // Drawn again: it comes to receipt again, and the reject is history.
    expect(marksOf([...reEnabled, 'sample.collect'])).toEqual(
      marks('out', 'out', 'in', 'pending', 'pending', 'pending'),
    );
  });

  it('Sent Back by a redraw (to be drawn again) and by an uncollect', () => {
    expect(marksOf(['bill.create', 'sample.collect', 'sample.receive', 'sample.accession', 'sample.redraw'])).toEqual(
      marks('out', 'in', 'sentBack', 'pending', 'pending', 'pending'),
    );
    expect(marksOf(['bill.create', 'sample.collect', 'sample.uncollect'])).toEqual(
      marks('out', 'sentBack', 'pending', 'pending', 'pending', 'pending'),
    );
  });

  it('lists every event under its step, oldest first, whatever order they came in', () => {
    const [billed, collected, received, rejected] = eventsOf(
      'bill.create',
      'sample.collect',
      'sample.receive',
      'sample.reject',
    ) as [
      { action: string; at: string },
      { action: string; at: string },
      { action: string; at: string },
      { action: string; at: string },
    ];
    const timeline = sampleTimeline([rejected, collected, billed, received], { withdrawn: false });
    expect(timeline.steps.map((step) => step.events.map((event) => event.action))).toEqual([
      ['bill.create'],
      ['sample.collect'],
      ['sample.receive', 'sample.reject'],
      [],
      [],
      [],
    ]);
  });

  it('a batch on its way is listed at receipt without moving it: sent, rejected and sent again, still IN (decision 0036)', () => {
    const actions = ['bill.create', 'sample.collect', 'sample.batch', 'sample.leaveBatch', 'sample.batch'];
    expect(marksOf(actions)).toEqual(marks('out', 'out', 'in', 'pending', 'pending', 'pending'));
    const received = sampleTimeline(eventsOf(...actions), { withdrawn: false }).steps.find(
      (step) => step.step === 'received',
    );
    expect(received?.events.map((event) => event.action)).toEqual([
      'sample.batch',
      'sample.leaveBatch',
      'sample.batch',
    ]);
  });

  it('an action it does not know is listed at the step the sample was at, with no mark', () => {
    const timeline = sampleTimeline(eventsOf('bill.create', 'sample.collect', 'sample.relabel'), { withdrawn: false });
    expect(timeline.steps[2]?.events.map((event) => event.action)).toEqual(['sample.relabel']);
    expect(timeline.steps[2]?.mark).toBe('in');
  });

  it('a withdrawn (dismissed) sample is Completed; the steps it never reached are Skipped', () => {
    const timeline = sampleTimeline(eventsOf('bill.create', 'sample.collect', 'sample.dismiss'), { withdrawn: true });
    expect(timeline.steps.map((step) => step.mark)).toEqual(['out', 'out', 'skipped', 'skipped', 'skipped', 'skipped']);
    expect(timeline.progress).toBe('completed');
  });

  it('In Progress while any step is IN, Pending or Sent Back (property)', () => {
    const actions = fc.constantFrom(
      'bill.create',
      'sample.collect',
      'sample.uncollect',
      'sample.receive',
      'sample.reject',
      'sample.reEnable',
      'sample.redraw',
      'sample.accession',
    );
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 12 }), (sequence) => {
        const timeline = sampleTimeline(eventsOf(...sequence), { withdrawn: false });
        // Signing is not built yet: nothing reaches it, so no live sample is Completed.
        expect(timeline.progress).toBe('inProgress');
        expect(timeline.steps.filter((step) => step.mark === 'in').length).toBeLessThanOrEqual(1);
        expect(timeline.steps.flatMap((step) => step.events)).toHaveLength(sequence.length);
      }),
    );
  });
});

// spec 001 §2 line 50: "Names are truncated to 11 characters plus an ellipsis when they are 13
// or longer."; spec 002 §9 line 263: "Timeline name truncated to 11 characters plus ellipsis
// when 13 or more."
describe('truncateStepName (spec 001 §2, spec 002 §9)', () => {
  it('keeps a name of 12 characters whole and cuts one of 13 to 11 and an ellipsis', () => {
    expect(truncateStepName('Report Entry')).toBe('Report Entry');
    expect('Report Entry').toHaveLength(12);
    expect(truncateStepName('Report Signed')).toBe('Report Sign…');
    expect(truncateStepName('Sample Collected')).toBe('Sample Coll…');
    expect(truncateStepName('Billed')).toBe('Billed');
  });

  it('counts characters, not UTF-16 units', () => {
    // 13 code points, 2 of them outside the basic plane.
    const name = '𝒜𝒝cdefghijklm';
    expect(truncateStepName(name)).toBe('𝒜𝒝cdefghijk…');
    expect(truncateStepName('नमूना प्राप्त')).toBe('नमूना प्राप…');
  });

  it('every name of 13 or more is 12 characters shown; shorter ones unchanged (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (name) => {
        const shown = truncateStepName(name);
        if (name.length >= 13) {
          expect(shown).toBe(`${name.slice(0, 11)}…`);
        } else {
          expect(shown).toBe(name);
        }
      }),
    );
  });

  it('the English step names', () => {
    expect(sampleTrackingSteps.map((step) => truncateStepName(sampleTrackingStepNames[step]))).toEqual([
      'Billed',
      'Sample Coll…',
      'Sample Rece…',
      'Accessioned',
      'Report Entry',
      'Report Sign…',
    ]);
  });
});
