import type { FieldIssue, ReportFormat } from '@lims/contract';
import type { ReportFormatParameter } from '@lims/domain';

/**
 * How a technician fills a parameter, the editor's one choice over the spec's flags
 * (spec 001 §3): a number (isNumeric, perhaps calculated), free text (descriptionFlag), a pick
 * from list options (descriptionFlag with listField), a file (fileInput) or a heading row with
 * no value (styleFlag).
 */
export type ParameterKind = 'number' | 'text' | 'list' | 'file' | 'heading';
export const parameterKinds: readonly ParameterKind[] = ['number', 'text', 'list', 'file', 'heading'];

export function parameterKind(parameter: ReportFormatParameter): ParameterKind {
  if (parameter.styleFlag) return 'heading';
  if (parameter.fileInput) return 'file';
  if (parameter.listField !== null) return 'list';
  if (parameter.descriptionFlag) return 'text';
  return 'number';
}

/** The flags of a kind; what the other kinds use (bounds, calculation, list) is kept for a change back. */
export function withKind(parameter: ReportFormatParameter, kind: ParameterKind): ReportFormatParameter {
  return {
    ...parameter,
    isNumeric: kind === 'number',
    descriptionFlag: kind === 'text' || kind === 'list',
    listField: kind === 'list' ? (parameter.listField ?? '') : null,
    fileInput: kind === 'file',
    styleFlag: kind === 'heading',
  };
}

/** The format's parameters in their saved order. */
export const parametersOf = (format: Pick<ReportFormat, 'parameters'>): ReportFormatParameter[] =>
  [...format.parameters].sort((a, b) => a.order - b.order);

/** What is sent: each parameter's `order` is its place in the list. */
export const orderedForSave = (parameters: readonly ReportFormatParameter[]): ReportFormatParameter[] =>
  parameters.map((parameter, position) => ({ ...parameter, order: position }));

/** A problem as the editor shows it: on a parameter (by its place in the list) and, where named, one field. */
export interface ShownProblem {
  position: number;
  field: string | null;
  message: string;
}

const parameterPath = /^parameters\.(\d+)(?:\.(\w+))?/;

/** The server's field issues that name a parameter (`parameters.{position}.{field}`); the others are the format's. */
export function problemsOfIssues(
  issues: readonly FieldIssue[],
  localise: (issue: FieldIssue) => string,
): { parameters: ShownProblem[]; format: string[] } {
  const parameters: ShownProblem[] = [];
  const format: string[] = [];
  for (const issue of issues) {
    const match = parameterPath.exec(issue.field);
    if (match) parameters.push({ position: Number(match[1]), field: match[2] ?? null, message: localise(issue) });
    else format.push(localise(issue));
  }
  return { parameters, format };
}
