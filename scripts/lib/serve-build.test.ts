import { describe, expect, it } from "vitest";
import { parseStartCommand, serverProcess, startCommand } from "./serve-build";

describe("npm start's command, as the benchmarks and process tests run it", () => {
  it("splits the environment it sets from node's arguments", () => {
    expect(parseStartCommand("A_B=1 C=two node --flag build/server/main.js")).toEqual({
      env: { A_B: "1", C: "two" },
      args: ["--flag", "build/server/main.js"],
    });
  });

  it("takes a command with no environment", () => {
    expect(parseStartCommand("node build/server/main.js")).toEqual({
      env: {},
      args: ["build/server/main.js"],
    });
  });

  it("refuses a command that is not node itself", () => {
    expect(() => parseStartCommand("tsx server.ts")).toThrow(/not node/);
    expect(() => parseStartCommand("A=1 npm run serve")).toThrow(/not node/);
  });

  it("gives the server glibc's fixed mmap threshold and V8's heap limits (ADR 024, ADR 046)", () => {
    const { env, args } = startCommand();
    expect(env).toEqual({ MALLOC_MMAP_THRESHOLD_: "32768" });
    expect(args).toEqual(["--max-old-space-size=96", "--max-semi-space-size=8", "build/server/main.js"]);
  });

  it("spawns with npm start's environment over this process's, and the caller's over both", () => {
    const { args, env } = serverProcess({ PORT: "3999", MALLOC_MMAP_THRESHOLD_: "65536" });
    expect(args).toEqual(startCommand().args);
    expect(env.PATH).toBe(process.env.PATH);
    expect(env.PORT).toBe("3999");
    expect(env.MALLOC_MMAP_THRESHOLD_).toBe("65536");
    expect(serverProcess({}).env.MALLOC_MMAP_THRESHOLD_).toBe("32768");
  });
});
