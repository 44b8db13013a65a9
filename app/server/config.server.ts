import path from "node:path";
import { z } from "zod";
// Relative and with its extension, not "~/": Vite's configuration (scripts/lib/site-url-plugin.ts)
// imports this module, and Vite loads its configuration without the project's path aliases, as
// Node resolves it (`configLoader: "native"`, Vite's next default, wants the file's extension).
import { site } from "../content/site.ts";

/**
 * The one reader of the environment: the server's configuration, read once at start-up by the
 * process's entry (server/main.ts, or a tool's script) and handed down; the build takes SITE_URL from
 * here too (readSiteUrl). A bad value stops the process with a message naming the variable
 * (README "Configuration"; .env.example). Only the environment is read, never a .env file, by the
 * server and the build alike (docs/decisions/031-one-reader-of-the-environment.md).
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** At least this many characters of APP_SECRET: 32 random characters are well over 128 bits. */
export const APP_SECRET_MIN_LENGTH = 32;

/**
 * A comma-separated list of origins (scheme://host[:port], nothing after it), each given as the
 * browser sends it in the Origin header: "https://www.example.com,https://example.com".
 */
/**
 * WEBHOOK_ALLOWED_HOSTS: host names, as `new URL` writes them (`127.0.0.1`, `[::1]`, `receiver.test`),
 * to which webhooks may go over plain http and whatever addresses they resolve to. For local tests
 * and a receiver on the same private network; empty in production.
 */
const hostList = z
  .string()
  .default("")
  .transform((value, context) => {
    const hosts = value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
    for (const host of hosts) {
      if (!URL.canParse(`http://${host}/`) || new URL(`http://${host}/`).hostname !== host) {
        context.addIssue({
          code: "custom",
          message: `"${host}" is not a host name like receiver.example.com or 127.0.0.1`,
        });
        return z.NEVER;
      }
    }
    return hosts;
  });

const originList = z
  .string()
  .default("")
  .transform((value, context) => {
    const origins: string[] = [];
    for (const entry of value.split(",").map((part) => part.trim())) {
      if (entry === "") continue;
      const url = URL.canParse(entry) ? new URL(entry) : undefined;
      const originOnly =
        url && /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash;
      if (!originOnly || url.username || url.password) {
        context.addIssue({
          code: "custom",
          message: `"${entry}" is not an origin like https://www.example.com`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });
/**
 * Connections each process keeps to PostgreSQL. A booking holds one for a few milliseconds, so ten
 * serve hundreds of requests a second; and with a few WEB_CONCURRENCY workers, each with its pool,
 * the total stays under PostgreSQL's default max_connections (100).
 */
export const DEFAULT_DATABASE_POOL_SIZE = 10;
/**
 * How long a query waits for a free connection of the pool before its request is answered 503.
 * Waiting is normal in a burst (the queue is served in turn); 10 s is far more than a healthy
 * database needs to serve hundreds of queued requests, and well within the 60 s after which
 * reverse proxies and browsers' users give up on a request.
 */
export const DEFAULT_DATABASE_POOL_WAIT_SECONDS = 10;

/** The public origin when SITE_URL is not set (or empty): where `npm start` serves. */
const DEFAULT_SITE_URL = "http://localhost:3000";

/** SITE_URL, as the server and the build both read it. */
const siteUrlSetting = optionalString.pipe(z.url({ protocol: /^https?$/ }).default(DEFAULT_SITE_URL));

/** The domain of the agency's address in site.ts ("maplewiseleads.example"). */
const siteDomain = site.email.slice(site.email.indexOf("@") + 1);

/** The sender of every email: the brand and its address, from site.ts. */
const DEFAULT_MAIL_FROM = `${site.brand} <${site.email}>`;

/** Where new leads and bookings are announced: the sales address at the brand's domain. */
const DEFAULT_SALES_INBOX = `sales@${siteDomain}`;

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default("127.0.0.1"),
    SITE_URL: siteUrlSetting,
    /** Origins besides SITE_URL's whose browser pages may POST to the API. */
    ALLOWED_ORIGINS: originList,
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /** With DATABASE_URL: connections in each process's pool. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_SIZE),
    /** With DATABASE_URL: how long a query waits for one of them to be free. */
    DATABASE_POOL_WAIT_SECONDS: z.coerce.number().min(1).max(60).default(DEFAULT_DATABASE_POOL_WAIT_SECONDS),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
    SALES_INBOX: z.email().default(DEFAULT_SALES_INBOX),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** How many reverse proxies sit in front of the server; their X-Forwarded-For gives the client IP. */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Requests a client IP may POST to the API per window (15 minutes). */
    RATE_LIMIT_POSTS: z.coerce.number().int().min(1).default(20),
    /** Signs form tokens; without it, a secret is generated once and kept in DATA_DIR/app-secret. */
    APP_SECRET: optionalString.pipe(
      z
        .string()
        .min(
          APP_SECRET_MIN_LENGTH,
          `must be at least ${APP_SECRET_MIN_LENGTH} characters (random, e.g. openssl rand -base64 32)`,
        )
        .optional(),
    ),
    /**
     * How long SIGTERM waits for requests in flight and the email worker before it cuts them: below
     * Docker's 10-second stop timeout, so that the server, not the SIGKILL, ends the process.
     */
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(8),
    /** How long a stored answer to an Idempotency-Key is kept, and so how long a retry is recognised. */
    IDEMPOTENCY_KEY_TTL_HOURS: z.coerce.number().int().min(1).default(24),
    /** How long a sent email keeps its recipient, subject, bodies and attachments. */
    SENT_EMAIL_BODY_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    /**
     * How long after the server starts its first pruning of expired personal data waits (then it
     * prunes hourly): 0, the default, prunes at start. A server restarted on a large backlog (a
     * restored backup, weeks stopped) can answer its first visitors before it prunes.
     */
    PRUNE_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
    /** Hosts webhooks may reach over http, and on private addresses: for local tests only. */
    WEBHOOK_ALLOWED_HOSTS: hostList,
    /** How long a webhook event whose deliveries are all finished keeps its body and the answers' excerpts. */
    WEBHOOK_BODY_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    /** Worker processes on one port (server/workers.ts); above 1 only with DATABASE_URL. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  })
  .refine((config) => config.WEB_CONCURRENCY === 1 || config.DATABASE_URL !== undefined, {
    path: ["WEB_CONCURRENCY"],
    message: "above 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process",
  });

export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR as an absolute path: everything in it is the server's user's alone (ADR 027). */
  dataDir: string;
  /** DATA_DIR/pglite: the embedded database, when DATABASE_URL is not set. */
  pgliteDir: string;
  /** DATA_DIR/mail: the local mailbox, when SMTP_URL is not set. */
  mailDir: string;
  /**
   * The mailbox the emails are written to, which retention prunes and an erasure empties of the
   * person's messages: DATA_DIR/mail without SMTP_URL; none with it.
   */
  localMailDir: string | undefined;
  /** DATA_DIR/app-secret: the generated secret, when APP_SECRET is not set. */
  secretFile: string;
  /** DATA_DIR/control.sock: where local tools reach a running server on PGlite (ADR 019). */
  controlSocket: string;
  /**
   * Origins besides SITE_URL's whose pages may POST to the API: ALLOWED_ORIGINS, and with a
   * loopback SITE_URL (the default) the other loopback names of this server.
   */
  extraOrigins: string[];
};

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * With SITE_URL on a loopback address (development, or `npm start` with the defaults), the same
 * server is also reached as localhost, 127.0.0.1 or [::1], on SITE_URL's port or on PORT; all of
 * them are this machine, so they are accepted as well. A public SITE_URL gets no alias.
 */
function loopbackAliases(siteUrl: string, port: number): string[] {
  const siteAddress = new URL(siteUrl);
  if (!LOOPBACK_HOSTS.includes(siteAddress.hostname)) return [];
  const ports = new Set([siteAddress.port, port === 0 ? siteAddress.port : String(port)]);
  return LOOPBACK_HOSTS.flatMap((host) =>
    [...ports].map(
      (aliasPort) => new URL(`${siteAddress.protocol}//${host}${aliasPort ? `:${aliasPort}` : ""}`).origin,
    ),
  ).filter((origin) => origin !== siteAddress.origin);
}

/** The schema's verdict on `env`, or an error naming each variable that is wrong and why. */
function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): z.output<Schema> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid configuration in the environment:\n${problems.join("\n")}`);
}

/**
 * SITE_URL alone, as loadConfig reads it: for the build, which bakes it into prerendered pages
 * (scripts/lib/site-url-plugin.ts) and records it in the build stamp (scripts/record-build.ts),
 * and for `npm start`'s check of that stamp (scripts/ensure-build.ts). They need no other variable,
 * and must not be stopped by one meant for the running server.
 */
export function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return parseEnvironment(z.object({ SITE_URL: siteUrlSetting }), env).SITE_URL;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = parseEnvironment(configSchema, env);
  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    ...settings,
    dataDir,
    pgliteDir: path.join(dataDir, "pglite"),
    mailDir: path.join(dataDir, "mail"),
    localMailDir: settings.SMTP_URL ? undefined : path.join(dataDir, "mail"),
    secretFile: path.join(dataDir, "app-secret"),
    controlSocket: path.join(dataDir, "control.sock"),
    extraOrigins: [
      ...new Set([...loopbackAliases(settings.SITE_URL, settings.PORT), ...settings.ALLOWED_ORIGINS]),
    ],
  };
}
