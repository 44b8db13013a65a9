import { describe, expect, it } from "vitest";
import { isLocalDatabaseUrl } from "./local-database";

describe("isLocalDatabaseUrl", () => {
  it.each([
    "postgres://postgres@127.0.0.1:5432/test",
    "postgres://postgres@localhost/test",
    "postgresql://u@[::1]:5432/db",
    "postgres:///test?host=/var/run/postgresql",
  ])("takes %s for this machine", (url) => {
    expect(isLocalDatabaseUrl(url, {})).toBe(true);
  });

  it.each([
    "postgres://u@db.example.com/prod",
    "postgres://u@10.0.0.5/db",
    "postgres://u@localhost/db?host=db.example.com",
  ])("takes %s for another host", (url) => {
    expect(isLocalDatabaseUrl(url, {})).toBe(false);
  });

  it("reads PGHOST when the URL names no host, as pg does", () => {
    expect(isLocalDatabaseUrl("postgres:///db", { PGHOST: "db.example.com" })).toBe(false);
    expect(isLocalDatabaseUrl("postgres:///db", {})).toBe(true);
  });
});
