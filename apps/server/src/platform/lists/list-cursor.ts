import type { SortDirection } from '@lims/contract';
import { badRequest } from '../../http/errors.js';

/**
 * Where a keyset page ended: the sort it belongs to, the last row's sort value (as the
 * database wrote it in text, so that a timestamp keeps its microseconds) and its id.
 */
export interface ListCursor {
  sort: string;
  direction: SortDirection;
  value: string | null;
  id: number;
}

/** Opaque to the client: base64url of a JSON array. */
export const encodeCursor = (cursor: ListCursor): string =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.direction, cursor.value, cursor.id])).toString('base64url');

const invalidCursor = () => badRequest('invalidRequest', 'cursor');

/**
 * Reads a cursor back. A cursor made for another sort or direction would start the page at
 * the wrong place, so it is refused like a malformed one.
 */
export function decodeCursor(text: string, sort: string, direction: SortDirection): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalidCursor();
  const [cursorSort, cursorDirection, value, id] = parsed as unknown[];
  if (cursorSort !== sort || cursorDirection !== direction) throw invalidCursor();
  if (value !== null && typeof value !== 'string') throw invalidCursor();
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw invalidCursor();
  return { sort, direction, value, id };
}
