import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

describe("loadConfig", () => {
  it("gives defaults for an empty environment", () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      SITE_URL: "http://localhost:3000",
    });
  });

  it("reads the port as a number", () => {
    expect(loadConfig({ PORT: "8080" }).PORT).toBe(8080);
  });

  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });
});
