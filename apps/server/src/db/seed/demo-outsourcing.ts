import { Readable } from 'node:stream';
import { OutsourcingReportQuery } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';
import type { DemoCatalogue } from './demo-billing.js';

const rupees = (amount: number) => amount * 100;

/** What the demo's reference laboratory charges, below the catalogue's cost for the tests it does most. */
const demoCentrePrices: ReadonlyArray<{ code: string; rupees: number }> = [
  { code: 'URINE-CS', rupees: 300 },
  { code: 'TFT', rupees: 250 },
  { code: 'HBA1C', rupees: 180 },
];

/** The sending whose centre's report is kept as the report, once the seed has committed. */
export interface DemoCentreReport {
  id: number;
  version: number;
}

/**
 * The demo lab's outsourcing, through the outsourcing services as the lab would (the
 * Outsourcing page's three tabs): the reference laboratory's price list, then of the eligible
 * reports, oldest first, two sent and still out, one sent and put back for the lab to do, and
 * one sent whose centre's report stands (returned for `attachDemoCentreReport`); the newer
 * ones stay eligible.
 */
export async function createDemoOutsourcing(
  services: ServiceRegistry,
  actor: LabActor,
  catalogue: DemoCatalogue,
): Promise<DemoCentreReport> {
  const eligible = await services.outsourcing.list({
    actor,
    query: OutsourcingReportQuery.parse({ view: 'eligible', sort: 'billedAt', direction: 'asc', limit: 4 }),
  });
  const [first, second, putBack, done] = eligible.items;
  const centreId = first?.suggestedCentre?.id;
  if (!first || !second || !putBack || !done || !centreId) {
    throw new Error('The demo bills name too few outsource tests to show outsourcing.');
  }
  await services.outsourcePrices.updatePrices({
    actor,
    centreId,
    input: {
      prices: demoCentrePrices.map(({ code, rupees: price }) => ({
        testId: catalogue.testIds.get(code) ?? 0,
        price: rupees(price),
      })),
    },
  });
  const send = async (labReportIds: number[], comments: string) =>
    (
      await services.outsourcing.outsource({
        actor,
        input: { reports: labReportIds.map((labReportId) => ({ labReportId, centreId })), comments },
      })
    ).reports.flatMap((report) => report.outsourcing ?? []);
  await send([first.labReportId, second.labReportId], 'Culture plates with the evening courier.');
  const [returned] = await send([putBack.labReportId], 'Sent while our incubator was serviced.');
  if (returned) await services.outsourcing.putBack({ actor, id: returned.id, version: returned.version });
  const [kept] = await send([done.labReportId], 'Sensitivity panel the lab does not run.');
  if (!kept) throw new Error('The demo sending was not made.');
  return { id: kept.id, version: kept.version };
}

/**
 * The centre's report of `sending`, a one-page PDF, made its file report and the sending put
 * back as done. Files are stored outside any transaction (files.save awaits the store), so
 * this runs after the seed's transaction commits.
 */
export async function attachDemoCentreReport(
  services: ServiceRegistry,
  actor: LabActor,
  sending: DemoCentreReport,
): Promise<void> {
  const converted = await services.outsourcing.convertToFile({
    actor,
    id: sending.id,
    version: sending.version,
    upload: { fileName: 'apex-urine-culture.pdf', stream: Readable.from([demoCentreReportPdf()]) },
  });
  const version = converted.outsourcing?.version ?? sending.version + 1;
  await services.outsourcing.markDone({ actor, id: sending.id, version });
}

/** A one-page PDF of a few lines of Helvetica, its cross-reference table counted from its bytes. */
function demoCentreReportPdf(): Buffer {
  const lines = [
    'Apex Reference Laboratory',
    'Urine Culture and Sensitivity',
    'Culture: no growth after 48 hours of incubation.',
    'Reported by Dr. Ravi Menon, Microbiology.',
  ];
  const text = lines.map(
    (line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 24} Td (${line}) Tj ET`,
  );
  const content = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
