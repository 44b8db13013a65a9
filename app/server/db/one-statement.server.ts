/**
 * Several writes sent as one statement, each as clauses of its WITH: one round trip, and atomic
 * without a transaction of its own, as PostgreSQL runs a statement whole or not at all. It checks
 * the foreign keys between the statement's rows at its end, when every one of them is there, so
 * a booking and the emails about it can go together (ADR 042).
 */
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * A write that needs clauses of its own: PostgreSQL refuses a WITH that writes below the top
 * level, so a write made of several (an event, then its deliveries) comes as those clauses, named.
 */
export interface WithClauses {
  /** Each `name as (…)`; a name must not be used by another part of the same statement. */
  clauses: SQL[];
  /** A column of the statement's final SELECT, evaluated after every clause (a wake-up, say). */
  select?: SQL;
}

/** A plain INSERT, UPDATE or DELETE (a clause of its own), or a write of several clauses. */
export type StatementPart = SQLWrapper | WithClauses;

function isWithClauses(part: StatementPart): part is WithClauses {
  return "clauses" in part && Array.isArray(part.clauses);
}

/** The statement of all the parts, its final SELECT made of their columns; undefined for none. */
export function oneStatement(parts: StatementPart[]): SQL | undefined {
  const clauses: SQL[] = [];
  const columns: SQL[] = [];
  parts.forEach((part, index) => {
    if (isWithClauses(part)) {
      clauses.push(...part.clauses);
      if (part.select) columns.push(part.select);
    } else clauses.push(sql`${sql.identifier(`write${index}`)} as (${part.getSQL()})`);
  });
  if (clauses.length === 0) return undefined;
  return sql`with ${sql.join(clauses, sql`, `)} select ${sql.join(columns, sql`, `)}`;
}
