import { readFileSync } from 'node:fs';
import {
  analytesOfTest,
  formatPhpDate,
  type LanguageCode,
  nextStepsOf,
  printSettingsOf,
  type RangeFinding,
  rangeBarOf,
  rangeFindingOf,
  type SummaryFinding,
  type SummaryRange,
  trendOf,
} from '@lims/domain';
import { systemActor } from '../../http/actor.js';
import { type DocumentsService, documentAgeSex, textReader } from '../../platform/documents/index.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';

const template = readFileSync(new URL('./smart-report.typ', import.meta.url), 'utf8');

/** One earlier result of the same parameter, from a previous visit (bill). */
export interface EarlierValue {
  value: number;
  billedAt: Date;
  labBillId: string;
}

/** A parameter of a chosen report as a provider reads it. */
export interface SmartReportParameter {
  name: string;
  /** As entered: '5.6', or a text such as 'Negative'. */
  value: string;
  /** The value as a number, when it is one. */
  number: number | null;
  unit: string | null;
  /** The patient's usual range (by sex), either bound possibly absent. */
  range: SummaryRange;
  /** The range as the lab report prints it ('70 - 110'), or null. */
  rangeLabel: string | null;
  /** The lab's level: 0 normal, 1 abnormal, 2 critical (spec 001 §9). */
  level: 0 | 1 | 2;
  /** The patient's earlier numeric results of this parameter (same test, name and unit), oldest first. */
  earlier: EarlierValue[];
}

export interface SmartReportTest {
  reportId: number;
  testId: number;
  name: string;
  department: string;
  parameters: SmartReportParameter[];
}

/** What a provider is given: the bill, its patient, the chosen signed reports and their history. */
export interface SmartReportInput {
  labId: number;
  /** The patient's language: every word of the document is in it. */
  language: LanguageCode;
  withLetterhead: boolean;
  bill: { id: number; labBillId: string; billedAt: Date };
  patient: { name: string; age: number | null; ageUnit: string | null; gender: string | null };
  tests: SmartReportTest[];
}

/**
 * A smart-report provider (spec 001 §3 'Provider'; the lh-integration calls of §7). The product
 * ships the built-in one; a lab's external provider (an API that returns a PDF) implements the
 * same interface and is added to the list the reports area is given.
 */
export interface SmartReportProvider {
  id: string;
  name: string;
  description: string;
  /** spec 001 §3 max_price: the most the lab charges for it. */
  maxPrice: number;
  /** The tests it explains (providerTests); empty for every test with results. */
  testIds: number[];
  /** The PDF; throwing fails the smart report (status 0) with the error's message. */
  generate(input: SmartReportInput): Promise<Buffer>;
}

export const builtinProviderId = 'builtin';

/** The heights the letterhead's banners take, as on the lab report (report-document.service.ts). */
const letterheadHeights = { header: 26, footer: 14 } as const;

/** Dates in the summary are days, written with digits only, so they read the same in every language. */
const dayFormat = 'd-m-Y';

interface BuiltinProviderDeps extends Pick<ServiceDeps, 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  labProfile: Pick<ServiceRegistry['labProfile'], 'documentLogo' | 'documentLetterhead'>;
  centre: Pick<ServiceRegistry['centre'], 'details'>;
  translations: Pick<ServiceRegistry['translations'], 'locales'>;
  documents: DocumentsService;
}

/**
 * The built-in provider 'Health summary': the patient-friendly summary, made here with
 * the rules of `@lims/domain` (smart-report-summary.ts) and the Typst template smart-report.typ.
 * It charges nothing and explains every test with results.
 */
export function createBuiltinSmartReportProvider({
  now,
  labs,
  labProfile,
  centre,
  translations,
  documents,
}: BuiltinProviderDeps): SmartReportProvider {
  return {
    id: builtinProviderId,
    name: 'Health summary',
    description:
      'A plain-language summary of the results: what each test measures, which values are outside the usual ' +
      'range and by how much, the trend since earlier visits and general next steps.',
    maxPrice: 0,
    testIds: [],

    async generate(input) {
      const actor = systemActor(input.labId);
      const [lab, details, logo, letterheadImages, locales] = await Promise.all([
        labs.getLab(input.labId),
        centre.details({ actor }),
        labProfile.documentLogo({ actor }),
        labProfile.documentLetterhead({ actor }),
        translations.locales(input.labId),
      ]);
      const text = textReader(locales.locales[input.language]);
      const day = (at: Date) => formatPhpDate(at, dayFormat, lab.timeZone);
      const print = printSettingsOf(lab.settings.print as Record<string, unknown> | undefined);
      const files: Record<string, Uint8Array> = {};
      if (logo) files[logo.name] = logo.bytes;
      for (const image of [letterheadImages.header, letterheadImages.footer])
        if (image) files[image.name] = image.bytes;

      const findingText = ({ position, percentBeyond }: RangeFinding): string | null => {
        if (position === 'within') return text('smartReports.document.within');
        if (position === 'noRange') return null;
        const side = position === 'above' ? 'above' : 'below';
        // Less than a whole percent beyond says only the side: '0% above' would read as none.
        return percentBeyond === null || percentBeyond < 1
          ? text(side === 'above' ? 'smartReports.document.aboveOnly' : 'smartReports.document.belowOnly')
          : text(`smartReports.document.${side}`, { percent: percentBeyond });
      };

      const findings: SummaryFinding[] = [];
      const outside: { name: string; finding: string }[] = [];
      let compared = 0;
      const tests = input.tests.map((test) => {
        const analytes = analytesOfTest(
          test.name,
          test.parameters.map((parameter) => parameter.name),
        );
        return {
          name: test.name,
          explanations:
            analytes.length > 0
              ? analytes.map((analyte) => text(`smartReports.document.analytes.${analyte}`))
              : [text('smartReports.document.genericExplanation')],
          parameters: test.parameters.map((parameter) => {
            if (parameter.number === null) {
              return { ...shownParameter(parameter), finding: null, tone: 'text', bar: null, trend: null };
            }
            const finding = rangeFindingOf(parameter.number, parameter.range);
            const previous = parameter.earlier.at(-1);
            const trend = previous ? trendOf(parameter.number, previous.value) : null;
            findings.push({ ...finding, level: parameter.level, trend });
            if (finding.position !== 'noRange') compared += 1;
            const described = findingText(finding);
            if ((finding.position === 'above' || finding.position === 'below') && described) {
              outside.push({ name: parameter.name, finding: described });
            }
            const trendKey =
              trend === 'rising'
                ? 'smartReports.document.trendRising'
                : trend === 'falling'
                  ? 'smartReports.document.trendFalling'
                  : 'smartReports.document.trendSteady';
            return {
              ...shownParameter(parameter),
              finding: described,
              tone: finding.position,
              bar: rangeBarOf(parameter.number, parameter.range),
              // The template fills in the earlier value and date, each kept left to right in Arabic.
              trend: previous
                ? { text: text(trendKey), value: String(previous.value), date: day(previous.billedAt) }
                : { text: text('smartReports.document.firstResult'), value: null, date: null },
            };
          }),
        };
      });

      const summary =
        compared === 0
          ? text('smartReports.document.summaryNoNumbers')
          : outside.length === 0
            ? text('smartReports.document.summaryAllWithin', { total: compared })
            : text('smartReports.document.summaryOutside', { outside: outside.length, total: compared });

      const place = [details.area, details.city, details.pincode].filter(Boolean).join(', ');
      const contact = [details.contact, details.email, details.website].filter(Boolean).join(' · ');
      return documents.pdf({
        template,
        language: input.language,
        files,
        data: {
          letterhead: {
            print: input.withLetterhead,
            header: letterheadImages.header?.name ?? null,
            footer: letterheadImages.footer?.name ?? null,
            headerHeight: letterheadHeights.header,
            footerHeight: letterheadImages.footer ? letterheadHeights.footer : 0,
          },
          font: print.fontFamily,
          lab: {
            name: lab.name,
            logo: logo?.name ?? null,
            lines: [details.address, place, contact].filter((line): line is string => Boolean(line?.trim())),
          },
          patient: {
            name: input.patient.name,
            ageSex: documentAgeSex(text, input.patient) ?? '-',
            labBillId: input.bill.labBillId,
            billedAt: day(input.bill.billedAt),
          },
          preparedAt: day(now()),
          summary: { line: summary, outside },
          tests,
          nextSteps: nextStepsOf(findings).map((step) => text(`smartReports.document.nextSteps.${step}`)),
          texts: {
            title: text('smartReports.document.title'),
            subtitle: text('smartReports.document.subtitle', { bill: input.bill.labBillId }),
            patient: text('smartReports.document.patient'),
            ageSex: text('smartReports.document.ageSex'),
            bill: text('smartReports.document.bill'),
            billDate: text('smartReports.document.billDate'),
            preparedOn: text('smartReports.document.generatedOn'),
            summaryTitle: text('smartReports.document.summaryTitle'),
            summaryOutsideList: text('smartReports.document.summaryOutsideList'),
            whatItMeasures: text('smartReports.document.whatItMeasures'),
            yourResult: text('smartReports.document.yourResult'),
            usualRange: text('smartReports.document.usualRange'),
            noRange: text('smartReports.document.noRange'),
            nextStepsTitle: text('smartReports.document.nextStepsTitle'),
            disclaimer: text('smartReports.document.disclaimer'),
            pageOf: text('documents.pageOf'),
          },
        },
      });
    },
  };
}

const shownParameter = (parameter: SmartReportParameter) => ({
  name: parameter.name,
  value: parameter.value,
  unit: parameter.unit ?? '',
  range: parameter.rangeLabel,
});
