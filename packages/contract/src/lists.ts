import { z } from 'zod';
import { Text } from './text.js';

/**
 * The one list primitive (docs/decisions/0011-one-list-primitive.md). Every long list takes a
 * `ListQuery` in its query string and answers a `Page<T>`. Offset paging for lists a person
 * pages through and sorts; `cursor` for feeds read front to back (jobs, outbox, audit).
 */
export const listLimits = { defaultLimit: 50, maxLimit: 200 } as const;

export const SortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof SortDirection>;

/** The query of a list whose sortable columns are `sortKeys`; add the list's own filters with `.extend`. */
export const listQuery = <const SortKey extends string>(sortKeys: readonly [SortKey, ...SortKey[]]) =>
  z.object({
    search: Text({ max: 100, min: 0 }).optional(),
    sort: z.enum(sortKeys).optional(),
    direction: SortDirection.default('asc'),
    limit: z.coerce.number().int().min(1).max(listLimits.maxLimit).default(listLimits.defaultLimit),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    /** Opaque: the `nextCursor` of the previous page. When given, `offset` is ignored. */
    cursor: z.string().max(200).optional(),
  });
export type ListQuery<SortKey extends string = string> = z.infer<ReturnType<typeof listQuery<SortKey>>>;

/** `total` is given when counting is cheap; `nextCursor` is null on the last page. */
export const page = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nullable(),
    nextCursor: z.string().nullable(),
  });
export interface Page<Item> {
  items: Item[];
  total: number | null;
  nextCursor: string | null;
}

/** A boolean in a query string: `?includeDisabled=true`. */
export const QueryFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');
