/**
 * What a failed database call means for the request that made it. drizzle wraps driver errors
 * ("Failed query: … params: …", with the driver's error as `cause`), so each question walks the
 * chain of causes.
 */

function* errorChain(error: unknown): Generator<Record<string, unknown>> {
  for (
    let current = error, depth = 0;
    current && typeof current === "object" && depth < 10;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    yield current as Record<string, unknown>;
  }
}

/** Postgres error code of a failed statement (e.g. 23505), from the error or its causes. */
export function postgresErrorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === "string" && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return undefined;
}

/** The first code in the chain, Postgres (23505) or system (ECONNREFUSED), for logs. */
export function errorCode(error: unknown): string | undefined {
  const postgresCode = postgresErrorCode(error);
  if (postgresCode) return postgresCode;
  for (const link of errorChain(error)) {
    if (typeof link.code === "string") return link.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";

/**
 * Every connection of the PostgreSQL pool stayed busy for as long as a query may wait for one
 * (DATABASE_POOL_WAIT_SECONDS): the database answers, but too much is asked of it at once for this
 * request to be served in time. A 503 with Retry-After, as for an outage, but named for what it is.
 */
export class DatabaseBusyError extends Error {
  constructor(
    readonly poolSize: number,
    readonly waitedMs: number,
  ) {
    super(`All ${poolSize} database connections stayed busy for ${waitedMs} ms`);
    this.name = "DatabaseBusyError";
  }
}

/** The pool's DatabaseBusyError behind the error (drizzle wraps it), if that is what it was. */
function databaseBusy(error: unknown): DatabaseBusyError | undefined {
  for (const link of errorChain(error)) if (link instanceof DatabaseBusyError) return link;
  return undefined;
}

/**
 * Emscripten's errno numbers, which PGlite's file system reports as `ErrnoError { errno }`
 * when the data directory cannot be written.
 */
const emscriptenErrno: Record<number, string> = {
  2: "EACCES",
  19: "EDQUOT",
  29: "EIO",
  51: "ENOSPC",
  63: "EPERM",
  69: "EROFS",
};

/** System codes of a database that cannot be reached, or of a disk that cannot be written. */
const unavailableSystemCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EIO",
  "EACCES",
  "EPERM",
]);

/**
 * Postgres codes that say the database, not the request, is the problem: connection exceptions
 * (class 08), an administrator or a crash ending the session (57P01-57P03), insufficient
 * resources such as a full disk (class 53), an I/O error (58030) and a read-only server (25006,
 * a replica after a failover).
 */
function postgresUnavailable(code: string): boolean {
  return (
    code.startsWith("08") ||
    ["57P01", "57P02", "57P03", "58030", "25006"].includes(code) ||
    code.startsWith("53")
  );
}

/** node-postgres reports a dropped or refused connection by message alone. */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  // A client whose connection took longer to open than its connectionTimeoutMillis.
  /^timeout expired$/,
  /Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
];

/** The system code of a PGlite file-system error, e.g. ENOSPC for `ErrnoError { errno: 51 }`. */
export function systemCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === "string" && link.code.startsWith("E")) return link.code;
    if (typeof link.errno === "number" && link.name === "ErrnoError") return emscriptenErrno[link.errno];
  }
  return undefined;
}

/** What a 503 asks the client to wait: a dropped connection or a failover is back in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * True when the request failed because the database cannot be reached or written just now: a
 * 503 with Retry-After, not a 500. Nothing was committed, so the client may retry.
 */
export function databaseUnavailable(error: unknown): boolean {
  if (databaseBusy(error)) return true;
  const system = systemCode(error);
  if (system && unavailableSystemCodes.has(system)) return true;
  const code = postgresErrorCode(error);
  if (code && postgresUnavailable(code)) return true;
  for (const link of errorChain(error)) {
    const message = typeof link.message === "string" ? link.message : "";
    if (unavailableMessages.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** Words for an operator: why the database could not be opened or used. */
export function unavailabilityReason(error: unknown): string {
  const busy = databaseBusy(error);
  if (busy) return `all ${busy.poolSize} database connections stayed busy for ${busy.waitedMs / 1000} s`;
  const system = systemCode(error);
  const code = postgresErrorCode(error);
  switch (system ?? code) {
    case "ENOSPC":
    case "EDQUOT":
    case "53100":
      return "the disk is full";
    case "EROFS":
    case "25006":
      return "the storage is read-only";
    case "EACCES":
    case "EPERM":
      return "this user may not write there (permission denied)";
    case "EIO":
    case "58030":
      return "an input/output error on the disk";
    case "ECONNREFUSED":
      return "nothing answers at the database's address";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "the database's host name does not resolve";
    case "28P01":
    case "28000":
      return "the database refused the credentials";
    case "3D000":
      return "the database does not exist";
    case undefined:
    default:
      return databaseUnavailable(error) ? "the database cannot be reached" : "an unexpected error";
  }
}
