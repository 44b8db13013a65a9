/**
 * Only one process may open a PGlite data directory; a second one would corrupt it. The lock is
 * an open file description lock (Linux `F_OFD_SETLK`, `flock` on macOS) on `<dataDir>.lock`, taken
 * through fs-native-extensions: the kernel releases it when its holder exits, however it exits,
 * so no dead process can keep it. A PID written into a file could not promise that: in a
 * container the restarted server can get the dead one's PID and take the lock for someone alive
 * (ADR 015).
 *
 * The file itself stays in place: deleting it on release would let two processes lock two
 * different files under one name. It holds the holder's PID, for the message of whoever is refused.
 */
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from "node:fs";
import { tryLock } from "fs-native-extensions";
import { PRIVATE_FILE_MODE } from "../private-files.server";

export class DataDirInUseError extends Error {}

/** Takes the lock or throws DataDirInUseError; the function returned releases it. */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  const fd = openSync(lockFile, "a+", PRIVATE_FILE_MODE);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    const holder = readFileSync(lockFile, "utf8").trim() || "another process";
    throw new DataDirInUseError(
      `The database in ${dataDir} is in use by process ${holder} (a running server?). ` +
        "Stop it first, or set DATABASE_URL to use PostgreSQL, which any number of processes can share.",
    );
  }
  ftruncateSync(fd);
  writeSync(fd, String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Closing the last descriptor of the open file description releases its lock.
    closeSync(fd);
  };
}
