/**
 * The part of a zod schema the client relies on. Typed structurally so that the web app uses
 * the contract's schemas without depending on zod itself.
 */
export interface SchemaIssue {
  readonly code: string;
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
}

export type SchemaResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: ReadonlyArray<SchemaIssue> } };

export interface Schema<T> {
  safeParse(data: unknown): SchemaResult<T>;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A schema made of a type guard, for the few answers the sign-in page reads: the contract's
 * schemas would bring zod with them (docs/decisions/0017-delivery-and-speed.md).
 */
export const guardedSchema = <T>(guard: (value: unknown) => value is T): Schema<T> => ({
  safeParse: (data) => (guard(data) ? { success: true, data } : { success: false, error: { issues: [] } }),
});
