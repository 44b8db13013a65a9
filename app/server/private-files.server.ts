/**
 * Everything under DATA_DIR is the server's user's alone (DESIGN.md, security model; issue 22,
 * item 1): the embedded database holds password hashes and TOTP secrets in its write-ahead log, the
 * mailbox holds visitors' messages, and app-secret signs what the server trusts. Folders are 0700
 * and files 0600, whatever the umask the process was started with, and whatever an earlier
 * version of the site, or a copy, left behind (ADR 027).
 */
import { chmod, lstat, readdir, stat } from "node:fs/promises";
import path from "node:path";

export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** PostgreSQL's own umask (PG_MODE_MASK_OWNER): no bit for the group or for others. */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * From now on, whatever this process and the processes it starts create is created for its user
 * alone, as PostgreSQL makes its postmaster do. Files written with an explicit mode (ours are 0600)
 * keep it; what libraries create with the usual 0666 or 0777 becomes 0600 or 0700.
 */
export function createFilesForOwnerOnly(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Gives `root`, and everything under it, the private modes: 0700 to folders, 0600 to files
 * (sockets included). Symbolic links are left alone, and not followed, so that nothing outside
 * `root` is changed; `root` itself may be one. Entries that vanish while it walks (a mailbox
 * file renamed into place, a temporary file of PGlite's) are skipped. A missing `root` is not an
 * error: there is nothing to protect yet. Returns how many modes it changed.
 *
 * Throws when a mode cannot be changed, typically EPERM for a file that belongs to another user:
 * the server cannot then promise that the directory is private, and says so at start-up.
 */
export async function restrictToOwner(root: string): Promise<number> {
  const rootStats = await stat(root).catch(ignoreVanished);
  if (!rootStats) return 0;
  return restrictEntry(root, rootStats);
}

async function restrictEntry(
  entry: string,
  stats: { isDirectory(): boolean; isSymbolicLink(): boolean; mode: number },
): Promise<number> {
  if (stats.isSymbolicLink()) return 0;
  const directory = stats.isDirectory();
  const wanted = directory ? PRIVATE_DIRECTORY_MODE : PRIVATE_FILE_MODE;
  let changed = 0;
  if ((stats.mode & 0o7777) !== wanted) {
    try {
      await chmod(entry, wanted);
      changed += 1;
    } catch (error) {
      if (!vanished(error)) {
        throw new Error(`Cannot make ${entry} private to this user (${errnoCode(error)})`, { cause: error });
      }
    }
  }
  if (!directory) return changed;
  const names = (await readdir(entry).catch(ignoreVanished)) ?? [];
  for (const name of names) {
    const child = path.join(entry, name);
    const childStats = await lstat(child).catch(ignoreVanished);
    if (childStats) changed += await restrictEntry(child, childStats);
  }
  return changed;
}

function vanished(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

function ignoreVanished(error: unknown): undefined {
  if (vanished(error)) return undefined;
  throw error;
}

function errnoCode(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
}

/**
 * The whole data directory made private, for the server's start: the umask for what comes next,
 * and the modes of what is there (the database, the mailbox, the secret, the lock and the socket).
 */
export async function makeDataDirPrivate(dataDir: string): Promise<void> {
  createFilesForOwnerOnly();
  await restrictToOwner(dataDir);
}
