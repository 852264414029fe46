import { readFileSync } from 'node:fs';
import type { SampleBatchDetail } from '@lims/contract';
import type { BatchStatus, LanguageCode } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import { type DocumentsService, documentDateTime, type TextKey, textReader } from '../../platform/documents/index.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { SampleBatchesService } from './batches.service.js';

const template = readFileSync(new URL('./batch-shipping.typ', import.meta.url), 'utf8');

const statusKeys: Record<BatchStatus, TextKey> = {
  sent: 'documents.batchShipping.statuses.sent',
  received: 'documents.batchShipping.statuses.received',
  rejected: 'documents.batchShipping.statuses.rejected',
};

const textKeys = {
  title: 'documents.batchShipping.title',
  referenceNo: 'documents.batchShipping.referenceNo',
  status: 'documents.batchShipping.status',
  from: 'documents.batchShipping.from',
  to: 'documents.batchShipping.to',
  organisation: 'documents.batchShipping.organisation',
  temperature: 'documents.batchShipping.temperature',
  collectingPerson: 'documents.batchShipping.collectingPerson',
  sentAt: 'documents.batchShipping.sentAt',
  sentBy: 'documents.batchShipping.sentBy',
  comments: 'documents.batchShipping.comments',
  samples: 'documents.batchShipping.samples',
  sampleId: 'documents.batchShipping.sampleId',
  accessionNo: 'documents.batchShipping.accessionNo',
  patient: 'documents.batchShipping.patient',
  patientId: 'documents.batchShipping.patientId',
  sampleType: 'documents.batchShipping.sampleType',
  tests: 'documents.batchShipping.tests',
  handedOverBy: 'documents.batchShipping.handedOverBy',
  receivedBy: 'documents.batchShipping.receivedBy',
  name: 'documents.batchShipping.name',
  signature: 'documents.batchShipping.signature',
  dateTime: 'documents.batchShipping.dateTime',
  printedOn: 'documents.printedOn',
  pageOf: 'documents.pageOf',
} as const satisfies Record<string, TextKey>;

interface BatchShippingDeps extends Pick<ServiceDeps, 'now'> {
  sampleBatches: Pick<SampleBatchesService, 'get'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  centre: Pick<ServiceRegistry['centre'], 'details'>;
  labProfile: Pick<ServiceRegistry['labProfile'], 'documentLogo' | 'documentLetterhead'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  documents: DocumentsService;
}

/**
 * A batch's shipping details (spec 002 §7 getLogisticPDFData, §9 'Sample shipping details PDF
 * includes header and footer images'): the lab's letterhead banners (else its logo, name and
 * address), the batch, the samples it carried, and lines for the hand-over and receipt
 * signatures, to travel with the box.
 */
export function createBatchShippingService({
  now,
  sampleBatches,
  labs,
  centre,
  labProfile,
  translations,
  documents,
}: BatchShippingDeps) {
  const contents = async (
    actor: LabActor,
    { batch, samples }: SampleBatchDetail,
    language: LanguageCode,
    images: { logo: string | null; letterhead: { header: string | null; footer: string | null } },
  ) => {
    const lab = await labs.getLab(actor.labId);
    const details = await centre.details({ actor });
    const text = textReader((await translations.locales(actor.labId)).locales[language]);
    const mainLab = details.name || lab.name;
    return {
      ...images,
      labName: mainLab,
      labAddress: [details.address, details.city].filter(Boolean).join(', ') || null,
      labContact: details.contact,
      batch: {
        referenceNo: batch.referenceNo,
        status: text(statusKeys[batch.status as BatchStatus]),
        from: batch.fromBranch?.name ?? batch.organisation?.name ?? mainLab,
        to: batch.toBranch?.name ?? mainLab,
        organisation: batch.organisation?.name ?? null,
        temperature: batch.temperature,
        collectingPerson: batch.collectingPerson,
        sentAt: documentDateTime(new Date(batch.createdAt), lab.timeZone),
        sentBy: batch.createdBy,
        comments: batch.comments,
      },
      samples: samples.map((sample) => ({
        sampleId: sample.manualSampleId ?? sample.autoSampleId,
        accessionNo: sample.accessionNo,
        patient: [sample.patient.designation, sample.patient.fullName].filter(Boolean).join(' '),
        patientId: sample.patient.labPatientId,
        sampleType: sample.sampleType?.name ?? null,
        tests: sample.testNames.join(', '),
      })),
      printedAt: documentDateTime(now(), lab.timeZone),
      texts: {
        ...Object.fromEntries(Object.entries(textKeys).map(([name, key]) => [name, text(key)])),
        sampleCount: text('documents.batchShipping.sampleCount', { count: samples.length }),
      },
    };
  };

  return {
    /** The shipping details of a batch the caller reaches, in `language`; the file is named after its reference. */
    async pdf({
      actor,
      id,
      language,
    }: {
      actor: LabActor;
      id: number;
      language: LanguageCode;
    }): Promise<{ fileName: string; pdf: Buffer }> {
      requirePermission(actor, 'samples.batches');
      const detail = await sampleBatches.get({ actor, id });
      const { header, footer } = await labProfile.documentLetterhead({ actor });
      // A header banner stands in for the logo and the lab's name: the logo is then not read.
      const logo = header ? null : await labProfile.documentLogo({ actor });
      const images = [logo, header, footer].flatMap((image) => image ?? []);
      const pdf = await documents.pdf({
        template,
        language,
        data: await contents(actor, detail, language, {
          logo: logo?.name ?? null,
          letterhead: { header: header?.name ?? null, footer: footer?.name ?? null },
        }),
        files: Object.fromEntries(images.map((image) => [image.name, image.bytes])),
      });
      return { fileName: `batch-${detail.batch.referenceNo}.pdf`, pdf };
    },
  };
}
export type BatchShippingService = ReturnType<typeof createBatchShippingService>;
