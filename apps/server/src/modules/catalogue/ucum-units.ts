import { createRequire } from 'node:module';
import type { FormatWarning } from '@lims/contract';
import { parameterLabel, type ReportFormatParameter } from '@lims/domain';

interface UcumUtils {
  validateUnitString(unit: string): { status: 'valid' | 'invalid' | 'error' };
}

let ucum: UcumUtils | undefined;
/** How long the library took to load, once loaded: it holds all of UCUM's definitions (about 70 ms). */
export let ucumLoadMilliseconds: number | undefined;

/** Loaded on the first unit checked, not with the server: most requests never need it. */
function ucumUtils(): UcumUtils {
  if (!ucum) {
    const started = performance.now();
    const { UcumLhcUtils } = createRequire(import.meta.url)('@lhncbc/ucum-lhc') as {
      UcumLhcUtils: { getInstance(): UcumUtils };
    };
    ucum = UcumLhcUtils.getInstance();
    ucumLoadMilliseconds = performance.now() - started;
  }
  return ucum;
}

/**
 * Labs write UCUM's arbitrary international unit without its brackets ('mIU/L' for 'm[IU]/L')
 * and micro as 'µ': those spellings are the UCUM unit and pass; a unit of the lab's own
 * ('million/cumm', 'lakhs/cumm') does not.
 */
const asUcum = (unit: string) => unit.replace(/µ/g, 'u').replace(/(?<![A-Za-z[])([munpk]?)IU(?![A-Za-z\]])/g, '$1[IU]');

const checked = new Map<string, boolean>();
export function isUcumUnit(unit: string): boolean {
  let valid = checked.get(unit);
  if (valid === undefined) {
    valid = ucumUtils().validateUnitString(asUcum(unit)).status === 'valid';
    checked.set(unit, valid);
  }
  return valid;
}

/**
 * A warning for each unit UCUM does not know (issue 7: 'a warning, not a refusal, for
 * lab-specific units'), by the parameter's position in the format.
 */
export const unitWarnings = (
  parameters: readonly Pick<ReportFormatParameter, 'index' | 'name' | 'unit'>[],
): FormatWarning[] =>
  parameters.flatMap((parameter, position) =>
    parameter.unit === null || parameter.unit.trim() === '' || isUcumUnit(parameter.unit.trim())
      ? []
      : [
          {
            index: position,
            messageKey: 'unitNotUcum',
            params: { unit: parameter.unit, parameter: parameterLabel(parameter) },
          },
        ],
  );
