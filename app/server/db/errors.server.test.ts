import { describe, expect, it } from "vitest";
import {
  DatabaseBusyError,
  databaseUnavailable,
  errorCode,
  postgresErrorCode,
  unavailabilityReason,
} from "./errors.server";

/** An error as drizzle throws it: its message quotes the parameters, the driver's error is the cause. */
function drizzleError(cause: unknown) {
  return Object.assign(new Error("Failed query: insert into leads … params: Ada,ada@example.com"), { cause });
}
const postgresError = (code: string) => Object.assign(new Error("postgres says no"), { code });
const systemError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const pgliteFsError = (errno: number) => Object.assign(new Error(""), { name: "ErrnoError", errno });

describe("databaseUnavailable", () => {
  it.each([
    ["a refused connection", systemError("ECONNREFUSED")],
    ["a reset connection", drizzleError(systemError("ECONNRESET"))],
    ["a session ended by an administrator (pg_terminate_backend)", drizzleError(postgresError("57P01"))],
    ["a server shutting down", postgresError("57P02")],
    ["a server starting up", postgresError("57P03")],
    ["a connection exception", postgresError("08006")],
    ["a full disk on PostgreSQL", drizzleError(postgresError("53100"))],
    ["too many connections", postgresError("53300")],
    ["an I/O error", postgresError("58030")],
    ["a read-only server after a failover", postgresError("25006")],
    ["a full disk under PGlite", drizzleError(pgliteFsError(51))],
    ["a read-only disk under PGlite", drizzleError(pgliteFsError(69))],
    ["a full disk on the file system", systemError("ENOSPC")],
    ["a dropped node-postgres connection", drizzleError(new Error("Connection terminated unexpectedly"))],
    ["a pool that cannot connect in time", new Error("timeout exceeded when trying to connect")],
    ["a connection that cannot be opened in time", drizzleError(new Error("timeout expired"))],
    ["a pool whose connections all stayed busy", drizzleError(new DatabaseBusyError(10, 10_000))],
    ["a closed PGlite", new Error("PGlite is closed")],
  ])("is true for %s", (_name, error) => {
    expect(databaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", drizzleError(postgresError("23505"))],
    ["a check violation", drizzleError(postgresError("23514"))],
    ["bad input syntax", drizzleError(postgresError("22P02"))],
    ["a programming error", new TypeError("x is undefined")],
    ["not an error", "boom"],
  ])("is false for %s, which a retry would not cure", (_name, error) => {
    expect(databaseUnavailable(error)).toBe(false);
  });
});

describe("unavailabilityReason", () => {
  it("says what an operator must fix", () => {
    expect(unavailabilityReason(drizzleError(pgliteFsError(51)))).toBe("the disk is full");
    expect(unavailabilityReason(postgresError("53100"))).toBe("the disk is full");
    expect(unavailabilityReason(systemError("EROFS"))).toBe("the storage is read-only");
    expect(unavailabilityReason(systemError("ECONNREFUSED"))).toBe(
      "nothing answers at the database's address",
    );
    expect(unavailabilityReason(postgresError("28P01"))).toBe("the database refused the credentials");
    expect(unavailabilityReason(postgresError("3D000"))).toBe("the database does not exist");
    expect(unavailabilityReason(postgresError("57P01"))).toBe("the database cannot be reached");
    expect(unavailabilityReason(new TypeError("x"))).toBe("an unexpected error");
  });

  it("names a disk this user may not write, and a pool too busy, for what they are", () => {
    expect(unavailabilityReason(systemError("EACCES"))).toBe(
      "this user may not write there (permission denied)",
    );
    expect(unavailabilityReason(drizzleError(pgliteFsError(63)))).toBe(
      "this user may not write there (permission denied)",
    );
    expect(unavailabilityReason(drizzleError(new DatabaseBusyError(3, 10_000)))).toBe(
      "all 3 database connections stayed busy for 10 s",
    );
  });
});

describe("error codes", () => {
  it("find the Postgres code on the error or its causes, as drizzle wraps driver errors", () => {
    expect(postgresErrorCode(postgresError("23505"))).toBe("23505");
    expect(postgresErrorCode(drizzleError(postgresError("23505")))).toBe("23505");
    expect(postgresErrorCode(new Error("plain"))).toBeUndefined();
    expect(postgresErrorCode(systemError("ECONNREFUSED"))).toBeUndefined();
  });

  it("fall back to a system code for logs", () => {
    expect(errorCode(drizzleError(systemError("ECONNREFUSED")))).toBe("ECONNREFUSED");
    expect(errorCode(drizzleError(postgresError("57P01")))).toBe("57P01");
    expect(errorCode(new Error("plain"))).toBeUndefined();
  });
});
