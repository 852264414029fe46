import { readFileSync } from 'node:fs';
import type { BarcodeSettings, PrintSampleLabels, UpdateBarcodeSettings } from '@lims/contract';
import {
  type BarcodeSettings as BarcodeSettingsValues,
  barcodeSettingsOf,
  defaultBarcodeSettings,
  type LanguageCode,
  labelBarcodeValue,
  labelTestsText,
  sampleLabelSize,
} from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import {
  code128Svg,
  type DocumentsService,
  documentAgeSex,
  documentDateTime,
  type PdfJob,
  textReader,
  zplLabel,
} from '../../platform/documents/index.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { RecordsAccess } from '../patients/records-access.js';
import type { LabProfile } from '../settings/labs.service.js';
import { findLabelSamples, findLabelTests, type LabelSampleRow } from './labels.queries.js';

const template = readFileSync(new URL('./labels.typ', import.meta.url), 'utf8');

/**
 * The printed barcode's widest and the width of its narrowest bar: 0.3 mm bars read well on a
 * 203 dpi label printer and a 300 dpi office printer; a long id gets narrower bars (down to
 * about 0.2 mm) rather than losing the quiet zone at the label's edges.
 */
const barcodeMaxWidthMm = sampleLabelSize.widthMm - 8;
const moduleWidthMm = 0.3;

/** The bars' width in modules, read from the SVG's view box (drawn at one unit a module). */
const modulesOf = (svg: string): number => {
  const width = /viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1];
  if (width === undefined) throw new Error('The barcode SVG has no view box.');
  return Number(width);
};

/** Date of birth as the lab writes dates, DD-MM-YYYY (spec 002 §9 default date format). */
const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('-');

/** What one label prints, each field already chosen by the lab's barcode settings (null: not printed). */
export interface SampleLabel {
  barcodeValue: string;
  name: string;
  ageSex: string | null;
  dateOfBirth: string | null;
  patientId: string | null;
  organisation: string | null;
  sampleType: string | null;
  tests: string;
  time: string | null;
  labBillId: string;
}

/**
 * The PDF job of a sheet of labels: each label's Code 128 drawn as SVG, sharp at any printer's
 * resolution, as wide as its bars need up to the label's width less its quiet zones.
 */
export function labelSheet(
  language: LanguageCode,
  labels: readonly SampleLabel[],
  texts: { dateOfBirth: string; patientId: string; bill: string },
): PdfJob {
  return {
    template,
    language,
    data: {
      size: sampleLabelSize,
      texts,
      labels: labels.map((label) => {
        const barcode = code128Svg({ value: label.barcodeValue, scale: 1, withText: false });
        return { ...label, barcode, barcodeWidthMm: Math.min(barcodeMaxWidthMm, modulesOf(barcode) * moduleWidthMm) };
      }),
    },
  };
}

export interface LabelsDeps extends Pick<ServiceDeps, 'db'> {
  access: Pick<RecordsAccess, 'organisationOf'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab' | 'updateSettings'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  documents: DocumentsService;
}

/**
 * Sample labels (spec 002 §3 'Barcode settings', §7 print/prn/barcode and print-sample-barcode;
 * docs/decisions/0033): one label per sample with a Code 128 barcode of its sample id, as a PDF
 * sheet or as ZPL for a label printer, showing what the lab's barcode settings ask for.
 */
export function createLabelsService({ db, access, labs, translations, documents }: LabelsDeps) {
  const settingsOf = (lab: LabProfile): BarcodeSettings => ({
    ...barcodeSettingsOf(lab.settings.barcodeLabels),
    version: lab.settingsVersion,
  });

  /**
   * The samples named, in the order named, when every one is the caller's to reach: of its lab,
   * of a collection centre's own organisation (its patient's), of the session's branch. Any
   * other makes the whole print not found, so that a label never tells whether an id exists.
   */
  const reachableSamples = async (actor: LabActor, ids: number[]): Promise<LabelSampleRow[]> => {
    const scope = await access.organisationOf(actor);
    const found = new Map((await findLabelSamples(db, actor.labId, ids)).map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = found.get(id);
      if (
        !row ||
        (scope !== undefined && row.patient.organisationId !== scope) ||
        (actor.branchId !== null && row.branchId !== actor.branchId)
      ) {
        throw notFound();
      }
      return row;
    });
  };

  /** What each label prints, by the settings: texts in the print's language, times in the lab's time zone. */
  const labelsOf = async (
    actor: LabActor,
    rows: LabelSampleRow[],
    settings: BarcodeSettingsValues,
    text: ReturnType<typeof textReader>,
    timeZone: string,
  ): Promise<SampleLabel[]> => {
    const testsOf = new Map<number, { code: string; name: string }[]>();
    for (const test of await findLabelTests(
      db,
      actor.labId,
      rows.map((row) => row.id),
    )) {
      if (test.sampleId === null) continue;
      testsOf.set(test.sampleId, [...(testsOf.get(test.sampleId) ?? []), test]);
    }
    return rows.map((row) => {
      const { patient } = row;
      const ageSex = documentAgeSex(text, patient);
      return {
        barcodeValue: labelBarcodeValue(row, settings),
        name: [patient.designation, patient.fullName].filter(Boolean).join(' '),
        ageSex,
        dateOfBirth: patient.dateOfBirth ? dayMonthYear(patient.dateOfBirth) : null,
        patientId: settings.patientIdFlag === 1 ? patient.labPatientId : null,
        organisation: row.organisationName,
        sampleType: settings.sampleTypeBarcodeFlag === 1 ? row.sampleTypeName : null,
        tests: labelTestsText(testsOf.get(row.id) ?? [], settings),
        time: settings.collectionDateFlag === 1 ? documentDateTime(row.collectedAt ?? row.billedAt, timeZone) : null,
        labBillId: row.labBillId,
      };
    });
  };

  return {
    /** What the labels show and how they print; read by everyone who prints them. */
    async getSettings({ actor }: { actor: LabActor }): Promise<BarcodeSettings> {
      requirePermission(actor, 'samples.labels');
      return settingsOf(await labs.getLab(actor.labId));
    },

    /** The lab administrator's change, locked, versioned and audited with the changed keys. */
    async updateSettings({
      actor,
      input,
    }: {
      actor: LabActor;
      input: UpdateBarcodeSettings;
    }): Promise<BarcodeSettings> {
      requirePermission(actor, 'accession.settings');
      const { version, ...barcodeLabels } = input;
      const lab = await labs.updateSettings({
        actor,
        labId: actor.labId,
        patch: { barcodeLabels },
        version,
        action: 'settings.barcodeLabels.update',
        defaults: { barcodeLabels: { ...defaultBarcodeSettings } },
      });
      return settingsOf(lab);
    },

    /**
     * The labels of these samples, one per sample in the order named: a PDF of 50 × 25 mm pages
     * or ZPL II text, one `^XA…^XZ` label per sample. The file is named after the first sample.
     */
    async print({
      actor,
      input,
      language,
    }: {
      actor: LabActor;
      input: PrintSampleLabels;
      /** The captions' language: the one asked for, else the caller's. */
      language: LanguageCode;
    }): Promise<{ fileName: string; contentType: string; body: Buffer }> {
      requirePermission(actor, 'samples.labels');
      const rows = await reachableSamples(actor, input.sampleIds);
      const lab = await labs.getLab(actor.labId);
      const settings = barcodeSettingsOf(lab.settings.barcodeLabels);
      const text = textReader((await translations.locales(actor.labId)).locales[language]);
      const labels = await labelsOf(actor, rows, settings, text, lab.timeZone);
      const baseName = `labels-${labels[0]?.barcodeValue.replace(/[^\w.-]/g, '_') ?? 'samples'}`;
      if (input.format === 'zpl') {
        const zpl = labels
          .map((label) =>
            zplLabel({
              value: label.barcodeValue,
              lines: [
                [label.name, label.ageSex, label.patientId].filter(Boolean).join('  '),
                [label.sampleType, label.tests, label.time].filter(Boolean).join('  '),
              ],
              ...sampleLabelSize,
            }),
          )
          .join('');
        return {
          fileName: `${baseName}.zpl`,
          contentType: 'text/plain; charset=utf-8',
          body: Buffer.from(zpl, 'utf8'),
        };
      }
      const pdf = await documents.pdf(
        labelSheet(language, labels, {
          dateOfBirth: text('sampleLabels.label.dateOfBirth'),
          patientId: text('sampleLabels.label.patientId'),
          bill: text('sampleLabels.label.bill'),
        }),
      );
      return { fileName: `${baseName}.pdf`, contentType: 'application/pdf', body: pdf };
    },
  };
}
export type LabelsService = ReturnType<typeof createLabelsService>;
