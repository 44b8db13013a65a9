import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, readSiteUrl } from "./config.server";

describe("loadConfig", () => {
  it("gives defaults for an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      SITE_URL: "http://localhost:3000",
      LOG_LEVEL: "info",
      IDEMPOTENCY_KEY_TTL_HOURS: 24,
      SENT_EMAIL_BODY_TTL_DAYS: 30,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.pgliteDir).toBe(path.resolve("data/pglite"));
    expect(config.mailDir).toBe(path.resolve("data/mail"));
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.localMailDir).toBe(path.resolve("data/mail"));
  });

  it("has no local mailbox to prune or erase from when mail goes out by SMTP", () => {
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).localMailDir).toBeUndefined();
  });

  it("reads numbers and URLs", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://127.0.0.1:5432/test",
      SMTP_URL: "smtp://127.0.0.1:2525",
      DATA_DIR: "/var/lib/site",
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe("postgres://127.0.0.1:5432/test");
    expect(config.SMTP_URL).toBe("smtp://127.0.0.1:2525");
    expect(config.pgliteDir).toBe("/var/lib/site/pglite");
  });

  it("sizes the PostgreSQL pool and its wait, 10 and 10 s unless told", () => {
    expect(loadConfig({})).toMatchObject({ DATABASE_POOL_SIZE: 10, DATABASE_POOL_WAIT_SECONDS: 10 });
    expect(loadConfig({ DATABASE_POOL_SIZE: "25", DATABASE_POOL_WAIT_SECONDS: "20" })).toMatchObject({
      DATABASE_POOL_SIZE: 25,
      DATABASE_POOL_WAIT_SECONDS: 20,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_WAIT_SECONDS: "600" })).toThrow(/DATABASE_POOL_WAIT_SECONDS/);
  });

  it("treats an empty DATABASE_URL, SMTP_URL or SITE_URL as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " ", SITE_URL: "" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("http://localhost:3000");
  });

  it.each([
    ["PORT", "eighty"],
    ["SITE_URL", "not a url"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "http://mail"],
    ["SALES_INBOX", "not-an-email"],
    ["LOG_LEVEL", "loud"],
    ["APP_SECRET", "too-short-to-be-a-secret"],
    ["ALLOWED_ORIGINS", "https://ok.example,not an origin"],
    ["ALLOWED_ORIGINS", "https://example.com/contact"],
    ["ALLOWED_ORIGINS", "ftp://example.com"],
    ["IDEMPOTENCY_KEY_TTL_HOURS", "0"],
    ["SENT_EMAIL_BODY_TTL_DAYS", "thirty"],
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "two"],
  ])("names %s when it is wrong", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it("runs several workers only on PostgreSQL: PGlite belongs to one process", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY: above 1 needs DATABASE_URL/);
    expect(
      loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://127.0.0.1/site" }).WEB_CONCURRENCY,
    ).toBe(2);
  });

  it("takes an APP_SECRET of 32 characters or more, and keeps the generated one in DATA_DIR", () => {
    expect(loadConfig({ APP_SECRET: "s".repeat(32) }).APP_SECRET).toBe("s".repeat(32));
    const config = loadConfig({ DATA_DIR: "/var/lib/site" });
    expect(config.APP_SECRET).toBeUndefined();
    expect(config.secretFile).toBe("/var/lib/site/app-secret");
  });

  it("reads ALLOWED_ORIGINS as origins, as browsers write them", () => {
    const config = loadConfig({
      SITE_URL: "https://www.example.com",
      ALLOWED_ORIGINS: " https://example.com , https://LANDING.example.com:443/ ",
    });
    expect(config.extraOrigins).toEqual(["https://example.com", "https://landing.example.com"]);
  });

  it("accepts no other origin than SITE_URL's for a public SITE_URL, whatever PORT is", () => {
    expect(loadConfig({ SITE_URL: "https://www.example.com", PORT: "3000" }).extraOrigins).toEqual([]);
  });

  it("accepts the loopback names of the server when SITE_URL is on loopback (the default)", () => {
    expect(loadConfig({}).extraOrigins.sort()).toEqual(["http://127.0.0.1:3000", "http://[::1]:3000"]);
    expect(loadConfig({ PORT: "3001" }).extraOrigins.sort()).toEqual([
      "http://127.0.0.1:3000",
      "http://127.0.0.1:3001",
      "http://[::1]:3000",
      "http://[::1]:3001",
      "http://localhost:3001",
    ]);
  });
});

describe("readSiteUrl", () => {
  it("reads SITE_URL as loadConfig does: the default, an empty value, spaces, a bad one", () => {
    for (const env of [{}, { SITE_URL: "" }, { SITE_URL: "  " }, { SITE_URL: " https://www.example.com " }]) {
      expect(readSiteUrl(env)).toBe(loadConfig(env).SITE_URL);
    }
    expect(readSiteUrl({})).toBe("http://localhost:3000");
    expect(readSiteUrl({ SITE_URL: " https://www.example.com " })).toBe("https://www.example.com");
    expect(() => readSiteUrl({ SITE_URL: "not a url" })).toThrow(/SITE_URL:/);
    expect(() => readSiteUrl({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL:/);
  });

  it("is not stopped by a variable only the running server reads", () => {
    // A build made before the server's environment is complete (an image's build stage).
    const env = { SITE_URL: "https://www.example.com", WEB_CONCURRENCY: "2", PORT: "eighty" };
    expect(readSiteUrl(env)).toBe("https://www.example.com");
    expect(() => loadConfig(env)).toThrow(/WEB_CONCURRENCY|PORT/);
  });
});
