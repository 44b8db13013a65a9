import pino, { type Logger } from "pino";

/**
 * JSON logs without personal data: code never logs a lead or a booking as such, and these paths
 * are redacted in case an object carrying them slips into a log line (DESIGN.md "Security model").
 */
const personalFields = ["name", "email", "phone", "message", "goals", "company", "recipient", "to"];

export const redactedPaths = [
  ...personalFields,
  ...personalFields.map((field) => `*.${field}`),
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["idempotency-key"]',
];

/** Fields of an error that name a place in the database or the system, never a value. */
const diagnosticFields = [
  "code",
  "errno",
  "syscall",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
] as const;

/**
 * An error as logs may carry it. Messages are left out: drizzle's read "Failed query: insert …
 * params: <name>, <email>, <calendar token>…", a Postgres message or detail can quote a value
 * ('invalid input syntax for type uuid: "…"', "Key (email)=(…) already exists"), an SMTP one a
 * recipient, a JSON one what was typed. What is kept says what failed and where: the class, the
 * codes, the constraint, table and column, and the stack's frames without its first line (which
 * repeats the message). A system error's message ("connect ECONNREFUSED 127.0.0.1:5432") names
 * only the system, so it stays.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== "object") return { type: typeof error };
  const source = error as Record<string, unknown>;
  const logged: Record<string, unknown> = {
    type: (error as Error).constructor?.name ?? "Object",
  };
  for (const field of diagnosticFields) {
    const value = source[field];
    if (typeof value === "string" || typeof value === "number") logged[field] = value;
  }
  if (typeof source.syscall === "string" && typeof source.message === "string")
    logged.systemMessage = source.message;
  if (typeof source.stack === "string") {
    const frames = source.stack.split("\n").filter((line) => /^\s+at /.test(line));
    if (frames.length > 0) logged.stack = frames.slice(0, 15).join("\n");
  }
  if (source.cause && depth < 5) logged.cause = loggableError(source.cause, depth + 1);
  return logged;
}

export const logSerializers = { err: loggableError, error: loggableError };

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    { level, redact: { paths: redactedPaths, censor: "[redacted]" }, serializers: logSerializers },
    destination,
  );
}

export type { Logger };
