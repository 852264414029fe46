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
