import { Readable } from 'node:stream';
import { GenerateSmartReport, ShareReports } from '@lims/contract';
import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';
import { bills, labReports, tests } from '../schema/index.js';
import { sampleDicom } from './demo-dicom.js';

/**
 * What reaches patients after the print desk (issue 13), through the reports services: Sunita
 * Devi's released reports shared to her by e-mail (held in Settings > Outbox until the lab sets
 * SMTP_URL), her first visit's smart report asked for (the job makes it when the server starts),
 * and the chest X-ray still being reported carries its DICOM study, for 'Open in DICOM'. Runs
 * after the seed's transaction: attachments are stored outside one.
 */
export async function createDemoSharing(
  db: Database,
  services: ServiceRegistry,
  actor: LabActor,
  patientId: number,
): Promise<void> {
  const patientBills = await db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.labId, actor.labId), eq(bills.patientId, patientId)))
    .orderBy(asc(bills.id));
  await services.reportSharing.share({
    actor,
    input: ShareReports.parse({
      billIdList: patientBills.map((bill) => bill.id),
      sendType: 1,
      emailContent: 'Dear Mrs. Devi, your reports are attached. Please bring them to your next consultation.',
    }),
  });

  const [firstVisit] = patientBills;
  if (firstVisit) {
    const panel = await services.smartReports.forBill({ actor, billId: firstVisit.id });
    const signed = panel.tests.filter((test) => test.signed).map((test) => test.reportId);
    if (signed.length > 0) {
      await services.smartReports.generate({
        actor,
        billId: firstVisit.id,
        input: GenerateSmartReport.parse({ providerId: 'builtin', reportIds: signed }),
      });
    }
  }

  const [xray] = await db
    .select({ id: labReports.id })
    .from(labReports)
    .innerJoin(tests, and(eq(tests.labId, labReports.labId), eq(tests.id, labReports.testId)))
    .where(and(eq(labReports.labId, actor.labId), like(tests.name, 'X-Ray%'), eq(labReports.isSynced, false)))
    .orderBy(asc(labReports.id))
    .limit(1);
  if (xray) {
    await services.reportAttachments.upload({
      actor,
      id: xray.id,
      upload: {
        fileName: 'chest-pa.dcm',
        stream: Readable.from([
          sampleDicom({ studyInstanceUid: '1.2.826.0.1.3680043.8.498.10241124', modality: 'CR', patientName: '' }),
        ]),
      },
    });
  }
}
