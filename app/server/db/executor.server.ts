import type { Database } from "./client.server";

/**
 * The database or a transaction in progress: what a function that writes rows needs. `_` holds
 * the session, through which a prepared write runs the statement it built (prepared-write.server.ts).
 */
export type Executor = Pick<Database, "insert" | "select" | "update" | "delete" | "execute" | "_">;
