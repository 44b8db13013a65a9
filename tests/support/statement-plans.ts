/**
 * The plans of what the application's code sends: a database handle whose every statement is
 * logged, and each logged statement EXPLAINed with its parameters on the same connection. For the
 * tests that hold a query to its index (console/query-plans.integration.test.ts, retention's).
 */
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, DatabaseHandle } from "../../app/server/db/client.server";
import * as schema from "../../app/server/db/schema.server";

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** The plan's nodes, the root first. */
export function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/** A client that runs a statement with parameters: pg's pool and PGlite both are one. */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface SentStatement {
  query: string;
  params: unknown[];
}

/** The handle's database, logging into `sent`, and the client under it. */
export function loggingDatabase(
  handle: DatabaseHandle,
  sent: SentStatement[],
): { db: Database; client: RawClient } {
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const logger = { logQuery: (query: string, params: unknown[]) => sent.push({ query, params }) };
  const db = (handle.kind === "postgres"
    ? drizzleNodePg({ client: client as never, schema, logger })
    : drizzlePglite({ client: client as never, schema, logger })) as unknown as Database;
  return { db, client };
}

/** The root of a statement's plan, as `explain (<options>, format json)` gives it. */
export async function explainRoot<Root>(
  client: RawClient,
  { query, params }: SentStatement,
  options = "",
): Promise<Root> {
  const { rows } = await client.query(
    `explain (${options ? `${options}, ` : ""}format json) ${query}`,
    params,
  );
  const plan = rows[0]!["QUERY PLAN"];
  const [root] = (typeof plan === "string" ? JSON.parse(plan) : plan) as Root[];
  return root!;
}
