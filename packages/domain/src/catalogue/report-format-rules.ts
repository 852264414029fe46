import type { MessageKey } from '../errors/messages.js';
import { type CalculationValues, compileCalculation, parseCalculation } from './calculation.js';
import type { ReportFormatParameter } from './report-format-parameter.js';

export interface ListOption {
  label: string;
  value: number;
}

const optionNumber = /^-?\d+(\.\d+)?$/;

/**
 * spec 001 §5: "Description lists are encoded as 'label~number' pairs separated by '#'", as in
 * 'Negative~0#Positive~1'. Null when the text is empty or any pair is malformed (no label, no
 * number, a stray '~' or '#'): the editor refuses it rather than dropping an option.
 */
export function parseListOptions(listField: string): ListOption[] | null {
  if (listField.trim() === '') return null;
  const options: ListOption[] = [];
  for (const pair of listField.split('#')) {
    const parts = pair.split('~');
    const label = parts[0]?.trim() ?? '';
    const number = parts[1]?.trim() ?? '';
    if (parts.length !== 2 || label === '' || !optionNumber.test(number)) return null;
    options.push({ label, value: Number(number) });
  }
  return options;
}

/** The text form of a list, the inverse of `parseListOptions`. */
export const printListOptions = (options: readonly ListOption[]): string =>
  options.map(({ label, value }) => `${label}~${value}`).join('#');

/**
 * Why a format is refused. `index` is the parameter's position in the list (-1 for the format as
 * a whole) and `field` its field, so the server answers `parameters.{index}.{field}` and the
 * editor marks that cell; see `formatProblemPath`.
 */
export interface FormatProblem {
  index: number;
  field: string;
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

/** The field path of a problem in a format's body. */
export const formatProblemPath = (problem: FormatProblem): string =>
  problem.index < 0 ? problem.field : `parameters.${problem.index}.${problem.field}`;

type Parameter = Pick<
  ReportFormatParameter,
  | 'index'
  | 'name'
  | 'listField'
  | 'calculationString'
  | 'lowerBoundMale'
  | 'upperBoundMale'
  | 'lowerBoundFemale'
  | 'upperBoundFemale'
  | 'criticalLowerMale'
  | 'criticalUpperMale'
  | 'criticalLowerFemale'
  | 'criticalUpperFemale'
>;

/** A new parameter at the end of a format: the next free '#n', numeric, with no name and no range yet. */
export function newReportFormatParameter(
  parameters: readonly Pick<ReportFormatParameter, 'index'>[],
): ReportFormatParameter {
  return {
    index: parameters.reduce((highest, parameter) => Math.max(highest, parameter.index), 0) + 1,
    order: parameters.length,
    name: '',
    unit: null,
    dictionaryId: null,
    automatedValue: null,
    descriptionFlag: false,
    listField: null,
    fileInput: false,
    styleFlag: false,
    optionalField: false,
    highlightFlag: true,
    isInterpretation: false,
    method: null,
    defaultDescription: null,
    calculationString: null,
    isNumeric: true,
    lowerBoundMale: null,
    upperBoundMale: null,
    lowerBoundFemale: null,
    upperBoundFemale: null,
    criticalLowerMale: null,
    criticalUpperMale: null,
    criticalLowerFemale: null,
    criticalUpperFemale: null,
    otherFlag: false,
    otherMale: null,
    otherFemale: null,
    loincCode: null,
    deltaLimit: null,
    secondaryUnit: null,
    secondaryFactor: null,
  };
}

/** How messages name a parameter: by its name, or '#n' when it has none yet. */
export const parameterLabel = (parameter: Pick<ReportFormatParameter, 'index' | 'name'>): string =>
  parameter.name.trim() || `#${parameter.index}`;

const boundPairs = [
  ['lowerBoundMale', 'upperBoundMale'],
  ['lowerBoundFemale', 'upperBoundFemale'],
  ['criticalLowerMale', 'criticalUpperMale'],
  ['criticalLowerFemale', 'criticalUpperFemale'],
] as const;

const hasText = (text: string | null): text is string => text !== null && text.trim() !== '';

/** The indexes each parameter's calculation reads, by parameter index (valid calculations only). */
function calculationGraph(parameters: readonly Parameter[]): Map<number, number[]> {
  const graph = new Map<number, number[]>();
  for (const parameter of parameters) {
    if (!hasText(parameter.calculationString) || graph.has(parameter.index)) continue;
    const parsed = parseCalculation(parameter.calculationString);
    if (parsed.ok) graph.set(parameter.index, parsed.references);
  }
  return graph;
}

/** The shortest way from `start` back to itself along calculation references, or null. */
function shortestCycle(graph: ReadonlyMap<number, number[]>, start: number): number[] | null {
  const cameFrom = new Map<number, number>();
  let frontier = [start];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const node of frontier) {
      for (const reference of graph.get(node) ?? []) {
        if (reference === start) {
          const path = [start];
          for (let step: number | undefined = node; step !== undefined && step !== start; step = cameFrom.get(step)) {
            path.unshift(step);
          }
          path.unshift(start);
          return path;
        }
        if (!cameFrom.has(reference)) {
          cameFrom.set(reference, node);
          next.push(reference);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * Everything that makes a format unusable (issue 7: "A format whose calculation refers to a
 * parameter that does not exist, or refers to itself through others (a cycle), is refused with
 * a clear message naming the parameter; lower bounds above upper bounds are refused"), in the
 * order of the parameters. A critical range narrower than the normal one is the lab's business
 * and is kept.
 */
export function validateReportFormat(parameters: readonly Parameter[]): FormatProblem[] {
  if (parameters.length === 0) return [{ index: -1, field: 'parameters', messageKey: 'reportFormatEmpty', params: {} }];
  const problems: FormatProblem[] = [];
  const known = new Set<number>();
  const nameOf = new Map<number, string>();
  parameters.forEach((parameter, position) => {
    if (known.has(parameter.index)) {
      problems.push({
        index: position,
        field: 'index',
        messageKey: 'reportFormatDuplicateIndex',
        params: { index: parameter.index },
      });
    }
    known.add(parameter.index);
    if (!nameOf.has(parameter.index)) nameOf.set(parameter.index, parameterLabel(parameter));
  });
  const graph = calculationGraph(parameters);

  parameters.forEach((parameter, position) => {
    const label = parameterLabel(parameter);
    if (hasText(parameter.calculationString)) {
      const parsed = parseCalculation(parameter.calculationString);
      if (!parsed.ok) {
        problems.push({
          index: position,
          field: 'calculationString',
          messageKey: 'reportFormatCalculationInvalid',
          params: { parameter: label },
        });
      } else {
        for (const reference of parsed.references.filter((index) => !known.has(index))) {
          problems.push({
            index: position,
            field: 'calculationString',
            messageKey: 'reportFormatUnknownParameter',
            params: { parameter: label, index: reference },
          });
        }
        const cycle = shortestCycle(graph, parameter.index);
        if (cycle) {
          problems.push({
            index: position,
            field: 'calculationString',
            messageKey: 'reportFormatCycle',
            params: { parameter: label, path: cycle.map((index) => nameOf.get(index) ?? `#${index}`).join(' → ') },
          });
        }
      }
    }
    for (const [lowerField, upperField] of boundPairs) {
      const lower = parameter[lowerField];
      const upper = parameter[upperField];
      if (lower !== null && upper !== null && lower > upper) {
        problems.push({
          index: position,
          field: lowerField,
          messageKey: 'reportFormatBoundsReversed',
          params: { parameter: label },
        });
      }
    }
    if (hasText(parameter.listField) && parseListOptions(parameter.listField) === null) {
      problems.push({
        index: position,
        field: 'listField',
        messageKey: 'reportFormatListInvalid',
        params: { parameter: label },
      });
    }
  });
  return problems;
}

/**
 * The indexes of the calculated parameters in the order to evaluate them: each after every
 * calculated parameter it reads, otherwise in list order. Parameters on a cycle, or reading one,
 * are left out (a saved format has none: `validateReportFormat` refuses it).
 */
export function calculationOrder(parameters: readonly Parameter[]): number[] {
  const graph = calculationGraph(parameters);
  const order: number[] = [];
  const placed = new Set<number>();
  let remaining = [...graph.keys()];
  while (remaining.length > 0) {
    const ready = remaining.filter((index) =>
      (graph.get(index) ?? []).every((reference) => placed.has(reference) || !graph.has(reference)),
    );
    if (ready.length === 0) break;
    for (const index of ready) {
      order.push(index);
      placed.add(index);
    }
    remaining = remaining.filter((index) => !placed.has(index));
  }
  return order;
}

/**
 * The values of a format's calculated parameters from the values entered, by parameter index;
 * a calculation reading another calculated parameter reads its calculated value. Null is '-'.
 */
export function calculateFormatValues(
  parameters: readonly Parameter[],
  entered: CalculationValues,
): Map<number, number | null> {
  const known = new Map<number, number | null | undefined>(entered);
  const calculated = new Map<number, number | null>();
  for (const index of calculationOrder(parameters)) {
    const text = parameters.find((parameter) => parameter.index === index)?.calculationString ?? '';
    const value = compileCalculation(text)?.evaluate(known) ?? null;
    calculated.set(index, value);
    known.set(index, value);
  }
  return calculated;
}
