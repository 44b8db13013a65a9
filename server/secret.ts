/**
 * The server's secret, from which it derives the keys of what it signs (form tokens; staff
 * sessions later): APP_SECRET from the environment, or else a random one generated on the first
 * start and kept in DATA_DIR/app-secret (mode 0600). Servers on several hosts must share one, so
 * they need APP_SECRET (docs/decisions/013-shared-rate-limit-and-form-tokens.md).
 */
import { hkdfSync, randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, unlink } from "node:fs/promises";
import path from "node:path";
import { APP_SECRET_MIN_LENGTH } from "../app/server/config.server";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "../app/server/private-files.server";

export interface AppSecret {
  /** Where it came from, for the start-up log. */
  source: "APP_SECRET" | "file";
  /**
   * A 32-byte key for one use, derived with HKDF-SHA256, so that nothing signed for one use
   * (a form token) is valid for another (a session).
   */
  keyFor(use: string): Buffer;
}

function appSecret(secret: string, source: AppSecret["source"]): AppSecret {
  return {
    source,
    keyFor: (use) => Buffer.from(hkdfSync("sha256", secret, "", use, 32)),
  };
}

export async function loadAppSecret(options: {
  /** APP_SECRET, already checked for its length by the configuration. */
  fromEnvironment: string | undefined;
  /** DATA_DIR/app-secret. */
  file: string;
}): Promise<AppSecret> {
  if (options.fromEnvironment) return appSecret(options.fromEnvironment, "APP_SECRET");
  try {
    return appSecret(await readOrCreateSecretFile(options.file), "file");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(
      `APP_SECRET is not set and the secret in ${options.file} could not be read or created (${reason}). ` +
        "Set APP_SECRET, or let the server write to that directory.",
      { cause: error },
    );
  }
}

/**
 * The secret in `file`, created on the first call. Two processes that start at once agree on one:
 * each writes a complete temporary file, and only the first `link` to the final name succeeds.
 */
async function readOrCreateSecretFile(file: string): Promise<string> {
  const existing = await readSecretFile(file);
  if (existing !== undefined) return existing;

  // DATA_DIR and the folders above it that this creates are the server's user's alone (ADR 027).
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", PRIVATE_FILE_MODE);
  try {
    await handle.writeFile(`${randomBytes(32).toString("base64url")}\n`);
    await handle.sync(); // whole on disk before it gets its name, even across a power cut
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temporary);
  }
  const created = await readSecretFile(file);
  if (created === undefined) throw new Error(`${file} vanished while it was being created`);
  return created;
}

async function readSecretFile(file: string): Promise<string | undefined> {
  let content: string;
  try {
    content = (await readFile(file, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  if (content.length < APP_SECRET_MIN_LENGTH) {
    throw new Error(
      `it holds fewer than ${APP_SECRET_MIN_LENGTH} characters; delete it to have a new one generated`,
    );
  }
  return content;
}
