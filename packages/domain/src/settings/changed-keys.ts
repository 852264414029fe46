/** A JSON-like value as settings documents and audited rows hold them. */
type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const sameValue = (left: unknown, right: unknown): boolean => JSON.stringify(left) === JSON.stringify(right);

export interface ChangedKeys {
  before: Plain;
  after: Plain;
}

/**
 * The part of two records that differs, key by key, nested objects followed down to the keys
 * that changed (issue 8: 'every settings change audited with before and after', shown as the
 * changed keys only). Arrays and other values compare whole. A key only one side has appears
 * on that side alone.
 */
export function changedKeys(before: unknown, after: unknown): ChangedKeys {
  const left = isPlainObject(before) ? before : {};
  const right = isPlainObject(after) ? after : {};
  const result: ChangedKeys = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    const was = left[key];
    const now = right[key];
    if (sameValue(was, now)) continue;
    if (isPlainObject(was) && isPlainObject(now)) {
      const inner = changedKeys(was, now);
      result.before[key] = inner.before;
      result.after[key] = inner.after;
      continue;
    }
    if (key in left) result.before[key] = was;
    if (key in right) result.after[key] = now;
  }
  return result;
}

/**
 * Writes `patch` over `base`: nested objects merge key by key, everything else (arrays
 * included) replaces. Settings pages send only their own section, and two sections written at
 * once must not undo each other.
 */
export function mergeSettings<T extends object>(base: T, patch: object): T {
  const merged: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeSettings(current, value) : value;
  }
  return merged as T;
}
