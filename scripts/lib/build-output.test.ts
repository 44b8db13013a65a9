import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { build, createLogger, resolveConfig } from "vite";
import { quietRolldownOptions } from "./build-output";

const projectRoot = path.resolve(import.meta.dirname, "../..");

describe("what the build says", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("loads React Router's configuration without a future flag warning or a deprecated Vite option", async () => {
    // React Router prints both with console.log and its own Vite logger (console.warn), outside
    // any logger we could pass in; what reaches the console is what a reader of `npm start` sees.
    const printed: string[] = [];
    for (const method of ["log", "warn", "info", "error"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        printed.push(args.map(String).join(" "));
      });
    }
    // React Router warns of future flags in development and in the server's build.
    const configFile = path.join(projectRoot, "vite.config.ts");
    // Without a watcher: resolving for serve starts React Router's child compiler, a Vite server
    // that otherwise watches the whole checkout (build/, test data and all) and is never closed.
    await resolveConfig({ root: projectRoot, configFile, server: { watch: null } }, "serve");
    await resolveConfig({ root: projectRoot, configFile, build: { ssr: true } }, "build");
    expect(printed.filter((line) => /Future Flag Warning|deprecated/.test(line))).toEqual([]);
    // Two loads of the whole configuration (React Router's plugin, the catalogue's compile): 18 s
    // alone on the idle 2-core machine, 52 s beside two other test files (Vitest's 3 workers).
  }, 180_000);

  describe("a module-level directive", () => {
    const fixture = mkdtempSync(path.join(tmpdir(), "build-output-"));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));

    it("is reported in our code and not in a dependency's", async () => {
      mkdirSync(path.join(fixture, "node_modules/icons"), { recursive: true });
      writeFileSync(
        path.join(fixture, "node_modules/icons/package.json"),
        JSON.stringify({ name: "icons", type: "module", main: "index.js" }),
      );
      writeFileSync(
        path.join(fixture, "node_modules/icons/index.js"),
        '"use client";\nexport const icon = "icon";\n',
      );
      writeFileSync(path.join(fixture, "ours.js"), '"use client";\nexport const ours = "ours";\n');
      writeFileSync(
        path.join(fixture, "entry.js"),
        'import { icon } from "icons";\nimport { ours } from "./ours.js";\nconsole.log(icon, ours);\n',
      );

      const warnings: string[] = [];
      const logger = createLogger("warn");
      logger.warn = (message) => warnings.push(message);
      await build({
        root: fixture,
        configFile: false,
        customLogger: logger,
        logLevel: "warn",
        build: {
          outDir: "out",
          write: false,
          rolldownOptions: { ...quietRolldownOptions, input: path.join(fixture, "entry.js") },
        },
      });

      const directives = warnings.filter((message) => message.includes("MODULE_LEVEL_DIRECTIVE"));
      expect(directives).toHaveLength(1);
      expect(directives[0]).toContain("ours.js");
    });
  });
});
