import { type PGlite, type QueryOptions, type Results, type Transaction, types } from '@electric-sql/pglite';

/**
 * PGlite made cheaper per query (docs/decisions/0017-delivery-and-speed.md). Each query of the
 * embedded database runs on the one thread that also serves HTTP, so what a query costs in
 * JavaScript and WebAssembly is what a request costs. Two things dominated:
 *
 * - Parsers. PGlite registers a parser for every array type in pg_type (316 in all) and copies
 *   that map on every query; only the built-in types and arrays of them are kept (39).
 * - Planning and protocol. A query runs through the extended protocol (six calls into
 *   WebAssembly) and is planned every time. A query seen a second time is prepared instead
 *   (`PREPARE`) and then run by name (`EXECUTE`) through the simple protocol (two calls):
 *   planned once per process. `EXECUTE` takes no bind parameters, so its values are written
 *   as literals, each by the serializer of its parameter's type, as PGlite would bind them.
 *   A value that cannot be written so (binary, a NUL character, very long text) runs the
 *   query as it is.
 *
 * - Statistics. PGlite has no autovacuum, so nothing runs ANALYZE, and a plan is kept until
 *   something invalidates it. A plan made while a table was empty (a new lab's first bill) reads
 *   it by a sequential scan, and so does every foreign-key check and prepared statement made
 *   from it for the life of the process, however large the table grows: a bill's reports then
 *   each scanned the whole of bill_lines (docs/decisions/0025-billing.md, Speed). So every
 *   thousand queries the tables that have more than doubled since they were last analyzed are
 *   analyzed, which also replans what was planned on them.
 *
 * Prepared statements are per connection, and PGlite has one, owned by this process.
 */
export async function tunePglite(client: PGlite): Promise<PGlite> {
  await keepBuiltInParsers(client);
  const statements = new StatementCache(client);
  const statistics = new PlannerStatistics(client);
  const counted =
    (query: Executor['query']): Executor['query'] =>
    <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      statistics.noteQuery();
      return query<T>(text, params, options);
    };
  const query = counted(statements.queryThrough(client));
  const transaction = client.transaction.bind(client);
  const close = client.close.bind(client);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) =>
          transaction((tx) =>
            work(
              new Proxy(tx, {
                get: (open, name) =>
                  name === 'query' ? counted(statements.queryThrough(open)) : Reflect.get(open, name, open),
              }),
            ),
          );
      }
      if (property === 'close') {
        return async () => {
          await statistics.settled();
          await close();
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** How many queries run between two looks at the tables' sizes (a look costs about a millisecond). */
export const statisticsCheckEvery = 1000;

/** The tables of the schema with more than twice the pages they had when last analyzed (none: never). */
const grownTables = `
  select quote_ident(c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and pg_relation_size(c.oid) / current_setting('block_size')::int > 2 * c.relpages`;

class PlannerStatistics {
  readonly #client: PGlite;
  #queries = 0;
  #running: Promise<void> | undefined;

  constructor(client: PGlite) {
    this.#client = client;
  }

  /**
   * Counts a query and, every `statisticsCheckEvery`, starts a look without waiting for it: it
   * queues behind the open transaction (PGlite runs one at a time) rather than joining it.
   */
  noteQuery(): void {
    this.#queries += 1;
    if (this.#queries < statisticsCheckEvery || this.#running) return;
    this.#queries = 0;
    this.#running = this.#analyzeGrownTables()
      .catch((error: unknown) => console.error('Analyzing the grown tables failed:', error))
      .finally(() => {
        this.#running = undefined;
      });
  }

  /** Waits for a look under way, so that closing the database does not cut it off. */
  async settled(): Promise<void> {
    await this.#running;
  }

  /** In one transaction, so that no query slips in between the look and the analysis it calls for. */
  #analyzeGrownTables(): Promise<void> {
    return this.#client.transaction(async (tx) => {
      const { rows } = await tx.query<{ name: string }>(grownTables);
      if (rows.length > 0) await tx.exec(`analyze ${rows.map((row) => row.name).join(', ')}`);
    });
  }
}

async function keepBuiltInParsers(client: PGlite): Promise<void> {
  const builtIn = types.parsers as Record<string, (typeof client.parsers)[number]>;
  const oids = Object.keys(builtIn).filter((key) => /^\d+$/.test(key));
  const { rows } = await client.query<{ array: number }>(
    'select typarray::int as array from pg_type where oid = any($1::oid[]) and typarray <> 0',
    [oids.map(Number)],
  );
  const kept: typeof client.parsers = { ...builtIn };
  for (const { array } of rows) {
    const parser = client.parsers[array];
    if (parser) kept[array] = parser;
  }
  client.parsers = kept;
}

/** What runs a query: the client, or the transaction that a query runs inside. */
type Executor = Pick<Transaction, 'query' | 'exec'>;

interface PreparedStatement {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it. */
  parameterTypes: number[];
}

/** Statements worth preparing: the four that PREPARE accepts (with a CTE in front or not). */
const preparable = /^\s*(select|insert|update|delete|with)\b/i;
/** Enough for every query of the product; more distinct texts than this are left unprepared. */
const maximumStatements = 500;
/** Texts seen once and waiting for a second run; forgotten all at once beyond this many. */
const maximumWaiting = 5000;
/** Longer values are passed as parameters, not written into the statement. */
const maximumLiteralLength = 64 * 1024;

class StatementCache {
  readonly #client: PGlite;
  readonly #seen = new Set<string>();
  readonly #prepared = new Map<string, Promise<PreparedStatement | undefined>>();

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** A `query` that prepares what it runs a second time, through `executor`. */
  queryThrough(executor: Executor) {
    return async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
      const statement = await this.#statementFor(executor, text, options);
      const values = statement && this.#literals(statement, params, options);
      if (!statement || values === undefined) return executor.query<T>(text, params, options);
      const execute =
        values.length > 0 ? `EXECUTE ${statement.name}(${values.join(', ')})` : `EXECUTE ${statement.name}`;
      const [result] = await executor.exec(execute, options);
      return result as Results<T>;
    };
  }

  async #statementFor(executor: Executor, text: string, options: QueryOptions | undefined) {
    const known = this.#prepared.get(text);
    if (known) return known;
    const eligible = preparable.test(text) && !options?.paramTypes && !options?.blob;
    if (!eligible || this.#prepared.size >= maximumStatements) return undefined;
    // The first run goes as it is: most texts run once (migrations, the seed).
    if (!this.#seen.has(text)) {
      if (this.#seen.size >= maximumWaiting) this.#seen.clear();
      this.#seen.add(text);
      return undefined;
    }
    this.#seen.delete(text);
    const preparing = this.#prepare(executor, `lims_${this.#prepared.size + 1}`, text);
    this.#prepared.set(text, preparing);
    return preparing;
  }

  async #prepare(executor: Executor, name: string, text: string): Promise<PreparedStatement | undefined> {
    try {
      await executor.exec(`PREPARE ${name} AS ${text}`);
      const { rows } = await executor.query<{ types: number[] }>(
        'select parameter_types::oid[] as types from pg_prepared_statements where name = $1',
        [name],
      );
      return { name, parameterTypes: rows[0]?.types ?? [] };
    } catch {
      // Not preparable (a parameter whose type PostgreSQL cannot infer, say): it keeps running as it is.
      return undefined;
    }
  }

  /** Each value as an SQL literal of its parameter's type; undefined when one cannot be written so. */
  #literals(statement: PreparedStatement, params: unknown[], options: QueryOptions | undefined) {
    if (params.length !== statement.parameterTypes.length) return undefined;
    const literals: string[] = [];
    for (const [index, value] of params.entries()) {
      if (value === null || value === undefined) {
        literals.push('NULL');
        continue;
      }
      if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return undefined;
      const type = statement.parameterTypes[index] as number;
      const serialize = options?.serializers?.[type] ?? this.#client.serializers[type];
      const text = String(serialize ? serialize(value) : value);
      if (text.length > maximumLiteralLength || text.includes('\0')) return undefined;
      // standard_conforming_strings is on (PostgreSQL's default): a quote is the only character to double.
      literals.push(`'${text.replaceAll("'", "''")}'`);
    }
    return literals;
  }
}
