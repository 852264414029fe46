/** One changed field of an audit entry, its nested path joined by dots. */
export interface AuditChangeRow {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value in a form a person reads: text as it is, anything else as JSON. */
const shown = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function flatten(value: Record<string, unknown> | null, prefix: string, into: Map<string, string>): void {
  for (const [key, inner] of Object.entries(value ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(inner) && Object.keys(inner).length > 0) flatten(inner, path, into);
    else into.set(path, shown(inner));
  }
}

/**
 * The before/after view of an audit entry: one row per changed field (the server sends the
 * changed keys only, nested as stored), a side that had no value left empty.
 */
export function auditChangeRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChangeRow[] {
  const was = new Map<string, string>();
  const now = new Map<string, string>();
  flatten(before, '', was);
  flatten(after, '', now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields.map((field) => ({ field, before: was.get(field) ?? null, after: now.get(field) ?? null }));
}
