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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, redact: { paths: redactedPaths, censor: "[redacted]" } }, destination);
}

export type { Logger };
