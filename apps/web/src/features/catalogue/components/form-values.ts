/** A text input left empty is no value at all. */
export const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A picker's value (a string id) as the API's number; none when nothing is picked. */
export const idOrNull = (value: string | null): number | null =>
  value === null || value === '' ? null : Number(value);

/** A record as a Select's option. */
export const optionOf = (record: { id: number; name: string }) => ({ value: String(record.id), label: record.name });

/**
 * A picker's options: the enabled records, and the one the edited record points at even when it
 * has been disabled since, so the field shows what is saved.
 */
export function pickerOptions(
  enabled: ReadonlyArray<{ id: number; name: string }> | undefined,
  current: { id: number; name: string } | null | undefined,
) {
  const options = (enabled ?? []).map(optionOf);
  if (current && !options.some((option) => option.value === String(current.id))) options.push(optionOf(current));
  return options;
}
