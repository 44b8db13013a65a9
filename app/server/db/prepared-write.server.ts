/**
 * A write whose SQL drizzle builds once per shape, from placeholders, and that each request then
 * runs with its own values (ADR 050). The statement of a new lead or booking (the row, its consent,
 * its emails, its webhook event and its answer, in one WITH) has some seventy values in several
 * hundred chunks, and drizzle walks every chunk to build its text: about a millisecond of the
 * server's one thread per request, a fifth of a lead's whole cost on PostgreSQL. Built once, a
 * request only puts its values in order. On PostgreSQL the statement is also prepared by name, so
 * each connection of the pool parses and plans it once instead of every time.
 *
 * The builder is the write's own code, given rows of placeholders instead of values: it must only
 * place them (into `insert(…).values(row)` or a `sql` template), never compute with them. What
 * decides the statement's text is the shape of the values: which rows there are, how many, and
 * which of their fields are undefined (left to the column's default). Each shape gets its own
 * statement; a write has a handful.
 */
import { createHash } from "node:crypto";
import { is, Param, Placeholder, type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./executor.server";

type Row = Record<string, unknown>;

/** A write's values: named rows, lists of rows, or nothing (an optional part, such as the answer). */
export type WriteValues = Record<string, Row | readonly Row[] | undefined>;

/** A row whose fields may be placeholders: what a prepared write's builder places. */
export type Placeable<R> = { [F in keyof R]: R[F] | Placeholder };

/** The values with each field replaced by a placeholder named after where it is. */
export type Placeholders<V extends WriteValues> = {
  [K in keyof V]: V[K] extends readonly Row[]
    ? Placeable<V[K][number]>[]
    : Placeable<NonNullable<V[K]>> | Extract<V[K], undefined>;
};

/** Where a parameter's value comes from: the request's value of a placeholder, or a constant of the builder's. */
type Slot = { name: string; encode?: (value: unknown) => unknown } | { constant: unknown };

interface BuiltStatement {
  text: string;
  /** Unique per text: node-postgres refuses one name for two texts on a connection. */
  name: string;
  slots: Slot[];
}

const dialect = new PgDialect();

export class PreparedWrite<V extends WriteValues> {
  private readonly statements = new Map<string, BuiltStatement>();

  /** `build`: the statement, from the placeholders of the values (see above); `executor`: to make its queries. */
  constructor(
    private readonly label: string,
    private readonly build: (executor: Executor, values: Placeholders<V>) => SQL,
  ) {}

  /** Runs the statement of the values' shape, built on first use, with the values. */
  async run(executor: Executor, values: V): Promise<void> {
    const shape = shapeOf(values);
    let statement = this.statements.get(shape);
    if (!statement) {
      statement = this.compile(executor, values);
      this.statements.set(shape, statement);
    }
    const named = namedValues(values);
    const params = statement.slots.map((slot) => {
      if ("constant" in slot) return slot.constant;
      const value = named.get(slot.name);
      // drizzle's own filling encodes a null too: jsonb would store 'null', a timestamp would throw.
      return value === null || !slot.encode ? value : slot.encode(value);
    });
    const query: Query = { sql: statement.text, params };
    await executor._.session.prepareQuery(query, undefined, statement.name, false).execute();
  }

  /** How many statements the write has built: one per shape of values seen. */
  get shapes(): number {
    return this.statements.size;
  }

  private compile(executor: Executor, values: V): BuiltStatement {
    const { sql: text, params } = dialect.sqlToQuery(this.build(executor, placeholdersOf(values)));
    const slots = params.map((param): Slot => {
      if (is(param, Placeholder)) return { name: param.name };
      if (is(param, Param) && is(param.value, Placeholder)) {
        const { encoder } = param;
        return { name: param.value.name, encode: (value) => encoder.mapToDriverValue(value) };
      }
      return { constant: param };
    });
    const digest = createHash("sha256").update(text).digest("hex").slice(0, 16);
    return { text, name: `${this.label}_${digest}`, slots };
  }
}

function placeholderName(entry: string, index: number | undefined, field: string): string {
  return index === undefined ? `${entry}.${field}` : `${entry}.${index}.${field}`;
}

function isRowList(value: Row | readonly Row[]): value is readonly Row[] {
  return Array.isArray(value);
}

/** Each entry's rows, calling `visit` with each defined field's placeholder name and value. */
function eachField(values: WriteValues, visit: (name: string, value: unknown) => void): void {
  for (const [entry, rows] of Object.entries(values)) {
    if (rows === undefined) continue;
    const list = isRowList(rows) ? rows : [rows];
    list.forEach((row, i) => {
      for (const [field, value] of Object.entries(row))
        if (value !== undefined) visit(placeholderName(entry, isRowList(rows) ? i : undefined, field), value);
    });
  }
}

function namedValues(values: WriteValues): Map<string, unknown> {
  const named = new Map<string, unknown>();
  eachField(values, (name, value) => named.set(name, value));
  return named;
}

/** What decides the statement's text: the entries present, each list's length, each row's defined fields. */
function shapeOf(values: WriteValues): string {
  const names: string[] = [];
  for (const [entry, rows] of Object.entries(values)) if (rows === undefined) names.push(`${entry}:none`);
  eachField(values, (name) => names.push(name));
  return names.join(" ");
}

function placeholdersOf<V extends WriteValues>(values: V): Placeholders<V> {
  const rowOf = (entry: string, index: number | undefined, row: Row): Row =>
    Object.fromEntries(
      Object.entries(row).map(([field, value]) => [
        field,
        value === undefined ? undefined : sql.placeholder(placeholderName(entry, index, field)),
      ]),
    );
  return Object.fromEntries(
    Object.entries(values).map(([entry, rows]) => [
      entry,
      rows === undefined
        ? undefined
        : isRowList(rows)
          ? rows.map((row, i) => rowOf(entry, i, row))
          : rowOf(entry, undefined, rows),
    ]),
  ) as Placeholders<V>;
}
