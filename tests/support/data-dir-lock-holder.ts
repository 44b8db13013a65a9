/**
 * A process that tries to lock a PGlite data directory, for the lock's tests: prints "locked PID"
 * and holds the lock until it is killed, or prints "refused" and exits.
 */
import { DataDirInUseError, lockDataDir } from "../../app/server/db/data-dir-lock.server";

try {
  lockDataDir(process.argv[2]!);
  console.log(`locked ${process.pid}`);
  setInterval(() => undefined, 60_000);
} catch (error) {
  if (!(error instanceof DataDirInUseError)) throw error;
  console.log("refused");
}
