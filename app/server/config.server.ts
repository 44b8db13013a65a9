import path from "node:path";
import { z } from "zod";

/**
 * The server's configuration, read from the environment once at start-up. A bad value stops the
 * server with a message naming the variable (README "Configuration"; .env.example).
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default("Maplewise Leads <hello@maplewiseleads.example>"),
  SALES_INBOX: z.email().default("sales@maplewiseleads.example"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How many reverse proxies sit in front of the server; their X-Forwarded-For gives the client IP. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Requests a client IP may POST to the API per window (15 minutes). */
  RATE_LIMIT_POSTS: z.coerce.number().int().min(1).default(20),
  /** How long a stored answer to an Idempotency-Key is kept, and so how long a retry is recognised. */
  IDEMPOTENCY_KEY_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  /** How long a sent email keeps its recipient, subject, bodies and attachments. */
  SENT_EMAIL_BODY_TTL_DAYS: z.coerce.number().int().min(1).default(30),
});

export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR/pglite: the embedded database, when DATABASE_URL is not set. */
  pgliteDir: string;
  /** DATA_DIR/mail: the local mailbox, when SMTP_URL is not set. */
  mailDir: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${problems.join("\n")}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    pgliteDir: path.join(dataDir, "pglite"),
    mailDir: path.join(dataDir, "mail"),
  };
}
