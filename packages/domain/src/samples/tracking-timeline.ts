/**
 * A sample's tracking timeline (spec 001 §2 'A modal ... with a side panel and a steps
 * timeline. Timeline steps are marked IN, OUT, Skipped or Sent Back.'; spec 002 §2 'tracking
 * shows Completed or In Progress; the latest step shows IN, OUT (when in and prepared), Skipped
 * or Pending (timeline steps may also be Sent Back)'). It is built from the audit of the
 * sample's events, so every change of a sample is on it.
 *
 * The steps of a sample's life, in order. Billed, Collected, Received and Accessioned are moved
 * by the samples area's audited actions; Report Entry and Report Signed belong to result entry
 * and signing, which are not built yet: no event reaches them, so they show IN once the sample
 * waits for them and Pending before.
 */
export const sampleTrackingSteps = ['billed', 'collected', 'received', 'accessioned', 'reportEntry', 'signed'] as const;
export type SampleTrackingStep = (typeof sampleTrackingSteps)[number];

/** The English names of the steps; the screens translate them by key (sampleTracking.steps.<step>). */
export const sampleTrackingStepNames: Record<SampleTrackingStep, string> = {
  billed: 'Billed',
  collected: 'Sample Collected',
  received: 'Sample Received',
  accessioned: 'Accessioned',
  reportEntry: 'Report Entry',
  signed: 'Report Signed',
};

/**
 * A step's mark: OUT when done (prepared), IN when the sample is at it and it is not done yet,
 * Skipped when a later step was done without it, Sent Back when the sample was sent back from it
 * (a reject, redraw, uncollect or redo), Pending when the sample has not reached it.
 */
export const sampleTrackingMarks = ['in', 'out', 'skipped', 'sentBack', 'pending'] as const;
export type SampleTrackingMark = (typeof sampleTrackingMarks)[number];

/** The spec's words for the marks. */
export const sampleTrackingMarkNames: Record<SampleTrackingMark, string> = {
  in: 'IN',
  out: 'OUT',
  skipped: 'Skipped',
  sentBack: 'Sent Back',
  pending: 'Pending',
};

/** spec 002 §2 'tracking shows Completed or In Progress'. */
export type SampleTrackingProgress = 'completed' | 'inProgress';

/**
 * What an audited action does to the timeline: the step it belongs to and its effect there.
 * `done` makes the step OUT; `sentBack` marks it Sent Back and undoes the steps from `redo` on
 * (the sample must go through them again); `reopen` undoes the steps from its own on without a
 * mark (a re-enabled sample is to be drawn again); `note` only lists the event.
 */
type ActionEffect =
  | { step: SampleTrackingStep; effect: 'done' | 'note' | 'reopen' }
  | { step: SampleTrackingStep; effect: 'sentBack'; redo: SampleTrackingStep };

/** The audit actions of a sample's life (and its bill's making), as the services write them. */
export const sampleTrackingActions: Record<string, ActionEffect> = {
  'bill.create': { step: 'billed', effect: 'done' },
  'sample.collect': { step: 'collected', effect: 'done' },
  'sample.uncollect': { step: 'collected', effect: 'sentBack', redo: 'collected' },
  'sample.reEnable': { step: 'collected', effect: 'reopen' },
  'sample.receive': { step: 'received', effect: 'done' },
  // A rejected sample stays collected until it is re-enabled or redrawn.
  'sample.reject': { step: 'received', effect: 'sentBack', redo: 'received' },
  'sample.redraw': { step: 'received', effect: 'sentBack', redo: 'collected' },
  // On its way to the lab in a batch, or out of one the lab rejected (decision 0036): the road to receipt.
  'sample.batch': { step: 'received', effect: 'note' },
  'sample.leaveBatch': { step: 'received', effect: 'note' },
  'sample.accession': { step: 'accessioned', effect: 'done' },
  'sample.dateUpdate': { step: 'accessioned', effect: 'note' },
  'sample.redo': { step: 'reportEntry', effect: 'sentBack', redo: 'reportEntry' },
};

export interface SampleTrackingEventInput {
  action: string;
  /** ISO timestamp; events are taken in this order (ties in the order given). */
  at: string;
}

export interface SampleTrackingStepView<Event> {
  step: SampleTrackingStep;
  mark: SampleTrackingMark;
  /** The events that happened at this step, oldest first. */
  events: Event[];
}

export interface SampleTimelineView<Event> {
  steps: SampleTrackingStepView<Event>[];
  /** The step the sample is at: the latest one it reached (spec 002 §2 'the latest step'). */
  latestStep: SampleTrackingStep;
  progress: SampleTrackingProgress;
}

type StepState = 'none' | 'done' | 'sentBack';

const indexOf = (step: SampleTrackingStep) => sampleTrackingSteps.indexOf(step);

/** The first step not done after the last one done: where the sample is now. */
function currentStepIndex(states: readonly StepState[]): number {
  const lastDone = states.lastIndexOf('done');
  return Math.min(lastDone + 1, states.length - 1);
}

/**
 * The timeline of a sample from its audited events. `withdrawn` is a sample no live test needs
 * any more (dismissed or cancelled, sample-status.ts sampleWithdrawn): its life has ended, so
 * the steps it did not reach are Skipped and its tracking is Completed. An action the timeline
 * does not know (a later issue's) is listed on the step the sample was at, without a mark.
 */
export function sampleTimeline<Event extends SampleTrackingEventInput>(
  events: readonly Event[],
  { withdrawn }: { withdrawn: boolean },
): SampleTimelineView<Event> {
  const states: StepState[] = sampleTrackingSteps.map(() => 'none');
  const eventsOf: Event[][] = sampleTrackingSteps.map(() => []);
  const ordered = events
    .map((event, position) => ({ event, position }))
    .sort((a, b) => Date.parse(a.event.at) - Date.parse(b.event.at) || a.position - b.position);
  for (const { event } of ordered) {
    const known = sampleTrackingActions[event.action];
    if (!known) {
      eventsOf[currentStepIndex(states)]?.push(event);
      continue;
    }
    const at = indexOf(known.step);
    eventsOf[at]?.push(event);
    switch (known.effect) {
      case 'done':
        states[at] = 'done';
        // The sample comes to the steps after again: what sent it back from them is history.
        for (let later = at + 1; later < states.length; later++) {
          if (states[later] === 'sentBack') states[later] = 'none';
        }
        break;
      case 'sentBack':
        for (let step = indexOf(known.redo); step < states.length; step++) states[step] = 'none';
        states[at] = 'sentBack';
        break;
      case 'reopen':
        for (let step = at; step < states.length; step++) if (states[step] === 'done') states[step] = 'none';
        break;
      case 'note':
        break;
    }
  }
  const current = currentStepIndex(states);
  const steps = sampleTrackingSteps.map((step, index): SampleTrackingStepView<Event> => {
    const state = states[index];
    const laterDone = states.slice(index + 1).includes('done');
    const mark: SampleTrackingMark =
      state === 'done'
        ? 'out'
        : state === 'sentBack'
          ? 'sentBack'
          : laterDone || withdrawn
            ? 'skipped'
            : index === current
              ? 'in'
              : 'pending';
    return { step, mark, events: eventsOf[index] ?? [] };
  });
  const completed = withdrawn || steps.every((step) => step.mark === 'out' || step.mark === 'skipped');
  return {
    steps,
    latestStep: sampleTrackingSteps[current] ?? 'billed',
    progress: completed ? 'completed' : 'inProgress',
  };
}

/** Names this long or longer are cut (spec 001 §2, spec 002 §9 'Timeline name truncated ... when 13 or more'). */
const longStepName = 13;
const keptCharacters = 11;

/**
 * A step's name as the timeline shows it: 11 characters and an ellipsis when it has 13 or more
 * characters; a name of 12 stays whole (cutting it would save nothing). Counted in code points,
 * so a Devanagari or Arabic name is not cut inside a character.
 */
export function truncateStepName(name: string): string {
  const characters = [...name];
  return characters.length >= longStepName ? `${characters.slice(0, keptCharacters).join('')}…` : name;
}
