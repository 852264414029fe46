import { listLimits, PrintListQuery } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

/** How far back the demo's reports were billed: the print lists' window for the seed to read them. */
const demoDays = 60;

/**
 * The print and dispatch desk's day in the demo lab (issue 12), through the reports services:
 * every patient whose reports were dispatched had them printed first (Mark As Print Done, one
 * patient at a time as the desk does); the oldest dispatched report is archived. The signed
 * reports not yet dispatched stay on the Pending tab, to print.
 */
export async function createDemoPrinting(services: ServiceRegistry, actor: LabActor, today: string): Promise<void> {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - demoDays);
  const dispatched = await services.reportPrints.list({
    actor,
    query: PrintListQuery.parse({
      tab: 'dispatched',
      from: from.toISOString().slice(0, 10),
      to: today,
      limit: listLimits.maxLimit,
    }),
  });
  for (const card of dispatched.items) {
    await services.reportPrints.markPrintDone({
      actor,
      input: { reportIds: card.reports.map((report) => report.id) },
    });
  }
  const oldest = dispatched.items
    .flatMap((card) => card.reports)
    .sort((first, second) => first.bill.billedAt.localeCompare(second.bill.billedAt) || first.id - second.id)[0];
  if (oldest) await services.reportPrints.setArchived({ actor, reportId: oldest.id, archived: true });
}
