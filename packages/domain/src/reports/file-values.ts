/**
 * The value of a parameter that takes a file (spec 001 §4 'File upload in report entry'): the
 * id of the file kept by the files service, as `file:<id>`. Deleting it clears the value to '-'.
 */
const fileValuePrefix = 'file:';

export const fileValueOf = (fileId: number): string => `${fileValuePrefix}${fileId}`;

/** The file id a value names, or undefined when it names none (a dash, an empty value, text). */
export function fileIdOfValue(value: string | undefined): number | undefined {
  if (!value?.startsWith(fileValuePrefix)) return undefined;
  const id = Number(value.slice(fileValuePrefix.length));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
