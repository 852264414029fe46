import type { SampleListItem } from '@lims/contract';
import { listLimits, SampleListQuery } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

/**
 * The demo lab's samples at different points of their life, moved through the samples service
 * as a phlebotomist and the lab would (the Samples page, its Rejected tab, the bill page's
 * samples and their timelines): every sample was drawn a quarter of an hour after its bill and
 * received two hours after it, but the six newest, which still wait to be collected, and the
 * four before them, drawn and on their way to the lab. Of the received ones, the last three
 * were rejected, sent for a redraw and had their report redone.
 */
export async function createDemoSampleLife(services: ServiceRegistry, actor: LabActor, now: Date): Promise<void> {
  const pending: SampleListItem[] = [];
  for (let offset = 0; ; offset += listLimits.maxLimit) {
    const page = await services.samples.list({
      actor,
      query: SampleListQuery.parse({ limit: listLimits.maxLimit, offset, sort: 'createdAt', direction: 'asc' }),
    });
    pending.push(...page.items);
    if (page.items.length < listLimits.maxLimit) break;
  }

  // The demo bills, and their samples with them, were made with a clock set back through the month.
  const billed = pending.map((sample) => ({ sample, billedAt: Date.parse(sample.createdAt) }));
  billed.sort((first, second) => first.billedAt - second.billedAt);
  const waiting = 6;
  const onTheirWay = 4;
  const received: SampleListItem[] = [];
  for (const [index, { sample, billedAt }] of billed.entries()) {
    const fromNewest = billed.length - 1 - index;
    if (fromNewest < waiting) continue;
    const [collected] = await services.samples.collect({
      actor,
      input: {
        samples: [{ id: sample.id, version: sample.version }],
        collectedAt: new Date(Math.min(billedAt + 15 * minuteMs, now.getTime())).toISOString(),
      },
    });
    if (!collected || fromNewest < waiting + onTheirWay) continue;
    const [arrived] = await services.samples.receive({
      actor,
      input: {
        samples: [{ id: collected.id, version: collected.version }],
        receivedAt: new Date(Math.min(billedAt + 2 * hourMs, now.getTime())).toISOString(),
      },
    });
    if (arrived) received.push(arrived);
  }

  const [toReject, toRedraw, toRedo] = received.slice(-3);
  if (toReject) {
    await services.samples.reject({
      actor,
      id: toReject.id,
      input: { version: toReject.version, reason: 'Haemolysed: the serum is red after centrifuging.' },
    });
  }
  if (toRedraw) {
    const tomorrowMorning = new Date(now.getTime() + 24 * hourMs);
    tomorrowMorning.setUTCHours(2, 30, 0, 0);
    await services.samples.redraw({
      actor,
      id: toRedraw.id,
      input: {
        version: toRedraw.version,
        comments: 'Clotted EDTA tube: the count cannot be run.',
        patientContact: toRedraw.patient.mobile,
        appointmentAt: tomorrowMorning.toISOString(),
      },
    });
  }
  if (toRedo) {
    await services.samples.redo({
      actor,
      id: toRedo.id,
      input: { version: toRedo.version, comments: 'Run again: the first result was above the analyser’s range.' },
    });
  }
}
