import type { Database } from "./client.server";

/** The database or a transaction in progress: what a function that writes rows needs. */
export type Executor = Pick<Database, "insert" | "select" | "update" | "delete" | "execute">;
