import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

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

  it("treats an empty DATABASE_URL or SMTP_URL as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: " " });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "eighty"],
    ["SITE_URL", "not a url"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["SMTP_URL", "http://mail"],
    ["SALES_INBOX", "not-an-email"],
    ["LOG_LEVEL", "loud"],
    ["IDEMPOTENCY_KEY_TTL_HOURS", "0"],
    ["SENT_EMAIL_BODY_TTL_DAYS", "thirty"],
  ])("names %s when it is wrong", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});
