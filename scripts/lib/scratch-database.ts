/**
 * A PostgreSQL database of a benchmark's own on the server of `adminUrl` (TEST_DATABASE_URL),
 * created for `work` and dropped afterwards, whatever happens.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function withScratchDatabase<T>(
  adminUrl: string,
  work: (url: string) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `bench_${randomBytes(4).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
