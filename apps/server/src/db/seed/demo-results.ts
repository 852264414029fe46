import type { ReportEntry, ReportFormatParameterShape, ReportListItem } from '@lims/contract';
import { listLimits, ReportListQuery, SaveReportValues, SignReport } from '@lims/contract';
import { formatRangeNumber, parseListOptions, sexForRanges } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import type { ServiceRegistry } from '../../services.js';

/** Where the demo's passkeys are typed: the lab's own bench. */
const benchAddress = '127.0.0.1';

/**
 * A value a lab would report for a parameter of this patient: inside the reference range, at a
 * point `position` (0 to 1) of it, with the decimals its bounds are written with; `high` puts it
 * a fifth above the upper bound. Calculated parameters are left to the server.
 */
function demoValue(
  parameter: ReportFormatParameterShape,
  sex: 'male' | 'female',
  position: number,
  high: boolean,
): string | null {
  if (parameter.styleFlag || parameter.fileInput || parameter.calculationString?.trim()) return null;
  if (parameter.listField) return parseListOptions(parameter.listField)?.[0]?.label ?? null;
  if (parameter.descriptionFlag || !parameter.isNumeric) return parameter.defaultDescription ?? 'Normal morphology.';
  const lower = sex === 'female' ? (parameter.lowerBoundFemale ?? parameter.lowerBoundMale) : parameter.lowerBoundMale;
  const upper = sex === 'female' ? (parameter.upperBoundFemale ?? parameter.upperBoundMale) : parameter.upperBoundMale;
  const decimals = Math.max(...[lower, upper].map((bound) => (String(bound ?? '').split('.')[1] ?? '').length), 0);
  const rounded = (value: number) => formatRangeNumber(Number(value.toFixed(Math.min(decimals + 1, 2))));
  if (upper !== null && high) return rounded(upper * 1.2);
  if (lower !== null && upper !== null) return rounded(lower + (upper - lower) * position);
  if (upper !== null) return rounded(upper * (0.3 + position * 0.5));
  if (lower !== null) return rounded(lower * (1.1 + position * 0.5));
  return null;
}

/** The values typed for a report: every entered parameter, one of them high on every fifth report. */
function demoValues(entry: ReportEntry, ordinal: number, overrides: ReadonlyMap<string, string> = new Map()) {
  const sex = sexForRanges(entry.patient.gender);
  const parameters = entry.format?.parameters ?? [];
  const highIndex =
    ordinal % 5 === 4 ? parameters.find((parameter) => parameter.upperBoundMale !== null)?.index : undefined;
  return parameters.flatMap((parameter, position) => {
    const value =
      overrides.get(parameter.name) ??
      demoValue(parameter, sex, (((ordinal * 7 + position * 3) % 10) / 10) * 0.6 + 0.2, parameter.index === highIndex);
    return value === null ? [] : [{ index: parameter.index, value }];
  });
}

/**
 * The demo lab's results at every point of their life, entered and signed through the reports
 * services as the lab's bench and its doctors would (the entry lists' tabs, the doctor's
 * waiting list, the critical alert): of the reports whose samples the lab received, the oldest
 * are signed by Dr. Anil Sharma (a haematology one also by Dr. Priya Rao) and the oldest of
 * those dispatched; then some wait for a doctor, one is partly filled, one has a critical white
 * cell count nobody has acknowledged yet, one is on hold and one in question; the newer are
 * still to be entered, and the newest few were entered and signed as soon as they came.
 */
export async function createDemoResults(services: ServiceRegistry, actor: LabActor, passkey: string): Promise<void> {
  const received: ReportListItem[] = [];
  for (let offset = 0; ; offset += listLimits.maxLimit) {
    const page = await services.reportLists.list({
      actor,
      query: ReportListQuery.parse({
        tab: 'pending',
        sort: 'billTime',
        direction: 'asc',
        limit: listLimits.maxLimit,
        offset,
      }),
    });
    received.push(...page.items.filter((report) => report.status === 'incomplete'));
    if (page.items.length < listLimits.maxLimit) break;
  }
  const doctors = await services.doctors.signingDoctors(actor.labId);
  const doctorNamed = (name: string) => doctors.find((doctor) => doctor.name === name)?.id;
  const sharma = doctorNamed('Dr. Anil Sharma');
  const rao = doctorNamed('Dr. Priya Rao');
  if (sharma === undefined || rao === undefined) throw new Error('The demo signing doctors are missing.');
  // Each doctor's passkey checked once, as the signing panel does as it is typed; their
  // signatures then use that check, as the panel's verified rows do (decision 0040).
  for (const doctorId of [sharma, rao]) {
    await services.reportSigning.checkPasskey({ actor, doctorId, passkey, ipAddress: benchAddress });
  }
  const verified = (doctorId: number) => ({ doctorId, cached: true });

  // The newest received reports were entered and signed today too: the print desk's list (its
  // default window is the last four days) has cards to print.
  const newest = received.slice(received.length - Math.max(4, Math.floor(received.length * 0.1)));
  const toEnter = [...received.slice(0, Math.floor(received.length * 0.75)), ...newest];
  const signedCount = Math.floor((toEnter.length - newest.length) * 0.5);
  const isSigned = (ordinal: number) => ordinal < signedCount || ordinal >= toEnter.length - newest.length;
  const lastUnsigned = toEnter.length - newest.length - 1;
  const dispatchedCount = Math.floor(signedCount * 0.5);
  const critical = toEnter.find((report, index) => !isSigned(index) && report.test.name === 'Complete Blood Count');
  const partlyFilled = toEnter.find(
    (report, index) => index > signedCount && !isSigned(index) && report.id !== critical?.id,
  );
  let secondSignature = false;
  for (const [ordinal, report] of toEnter.entries()) {
    const entry = await services.reportEntry.get({ actor, id: report.id });
    if (!entry.format) continue;
    const isCritical = report.id === critical?.id;
    const overrides = new Map(isCritical ? [['Total WBC count', '32.5']] : []);
    const values = demoValues(entry, ordinal, overrides);
    const saved = await services.reportEntry.save({
      actor,
      id: report.id,
      input: SaveReportValues.parse({
        version: entry.version,
        formatId: entry.format.id,
        // A value left for later keeps the report partly filled.
        values: report.id === partlyFilled?.id ? values.slice(1) : values,
        comments: isCritical ? 'Critical white cell count: physician to be informed.' : null,
      }),
      ipAddress: benchAddress,
    });
    const version = saved.report.version;
    if (isSigned(ordinal)) {
      const signers: number[] = !secondSignature && report.department.name === 'Haematology' ? [sharma, rao] : [sharma];
      secondSignature ||= signers.length === 2;
      await services.reportSigning.sign({
        actor,
        reportId: report.id,
        input: SignReport.parse({ version, signatures: signers.map(verified), submit: ordinal < dispatchedCount }),
        ipAddress: benchAddress,
      });
      continue;
    }
    const exception = ordinal === lastUnsigned - 1 ? 'onHold' : ordinal === lastUnsigned ? 'inQuestion' : undefined;
    if (exception && !isCritical) {
      const comments =
        exception === 'onHold'
          ? 'Lipaemic sample: repeat after ultracentrifugation.'
          : 'Result does not match the clinical history; confirm with the referring doctor.';
      await services.reportActions.markException({
        actor,
        reportId: report.id,
        input: { version, exception, comments },
      });
    }
  }
}
