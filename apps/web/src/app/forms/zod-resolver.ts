import type { Schema, SchemaIssue } from '../schema';

export type FormErrors = Record<string, string>;

export interface IssueContext {
  /** The form field the issue is shown on. */
  field: string;
  /** What the schema read at the issue's path, so an empty input can be told apart from a short one. */
  value: unknown;
}

export interface ResolverOptions<Values> {
  /** Turns the form's values into what the schema reads ('' into null, strings into ids...). */
  toInput?: (values: Values) => unknown;
  /** The user's text for an issue; see useIssueMessage. */
  message: (issue: SchemaIssue, context: IssueContext) => string;
  /** Maps a schema path to the form field that shows it, where their names differ. */
  fieldOf?: (path: string) => string;
}

function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let node = input;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * A mantine-form validator built from a contract schema, so that the form checks exactly what
 * the server will check. Only the first issue of each field is shown.
 */
export function zodResolver<Values, Parsed>(schema: Schema<Parsed>, options: ResolverOptions<Values>) {
  const { toInput = (values: Values) => values, message, fieldOf = (path: string) => path } = options;
  return (values: Values): FormErrors => {
    const input = toInput(values);
    const result = schema.safeParse(input);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      if (!(field in errors)) errors[field] = message(issue, { field, value: valueAt(input, issue.path) });
    }
    return errors;
  };
}
