/**
 * The import rules of eslint.config.js (which folder may import which) bite: each wrong import
 * below, written the ways an engineer would write it, is reported with the rule's explanation, and
 * the imports each folder is meant to make are not.
 */
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const importRules = new Set(["@typescript-eslint/no-restricted-imports", "no-restricted-syntax"]);

const eslint = new ESLint({
  cwd: projectRoot,
  // Only the import rules, which read specifiers, not types: without the type-aware rules the
  // snippets need no TypeScript program of the whole project.
  ruleFilter: ({ ruleId }) => importRules.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The import rules' messages for `code` as if it were the file at `filePath` (relative to the project). */
async function importProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}/${filePath}` });
  const messages = result?.messages ?? [];
  // A parse error or a rule missing from the config would hide every problem: fail on it instead.
  const unexpected = messages.filter((message) => !message.ruleId || !importRules.has(message.ruleId));
  expect(unexpected).toEqual([]);
  return messages.map((message) => message.message);
}

describe("app/domain imports nothing of ours", () => {
  it.each([
    'import { cancelBooking } from "~/server/bookings.server";',
    'import type { Logger } from "~/server/logger.server";',
    'import { site } from "~/content/site";',
    'import { Button } from "../components/ui/button";',
    'import { site } from "./../content/site";',
    'import { slots } from "~/domain/../server/bookings.server";',
    'export { site } from "~/content/site";',
    'export const config = await import("~/server/config.server");',
    'import routes from "virtual:react-router/server-build";',
  ])("reports %s", async (code) => {
    const problems = await importProblems("app/domain/example.ts", code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("app/domain holds the rules that the browser and the server both run");
  });

  it.each([
    'import { z } from "zod/mini";',
    'import { tz } from "@date-fns/tz";',
    'import { createHash } from "node:crypto";',
    'import { torontoToday } from "./time";',
    'import { torontoToday } from "~/domain/time";',
  ])("allows %s", async (code) => {
    expect(await importProblems("app/domain/example.ts", code)).toEqual([]);
  });

  it("lets a domain test use the test support that runs anywhere, and no server code", async () => {
    const test = "app/domain/example.test.ts";
    expect(
      await importProblems(test, 'import { parseCalendarFile } from "../../tests/support/calendar-file";'),
    ).toEqual([]);
    expect(
      await importProblems(test, 'import { capturedLogger } from "../../tests/support/captured-logger";'),
    ).toHaveLength(1);
  });
});

describe("components, content, features and islands never import server code", () => {
  const browserFiles = [
    "app/components/example.tsx",
    "app/content/example.ts",
    "app/features/booking/example.tsx",
    "app/islands/example.tsx",
    "app/use-example.ts",
  ];
  const serverImports = [
    'import { dayAvailability } from "~/server/bookings.server";',
    'import type { LeadList } from "~/server/console/leads.server";',
    'import { bookings } from "../../server/db/schema.server";',
    'import { capturedLogger } from "../../tests/support/captured-logger";',
    'import { startSite } from "../../server/site";',
    'import { handleError } from "~/entry.server";',
    'export const articles = await import("~/server/articles.server");',
  ];
  it.each(browserFiles.flatMap((file) => serverImports.map((code) => [file, code])))(
    "reports in %s: %s",
    async (file, code) => {
      const problems = await importProblems(file, code);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain("never import server code");
    },
  );

  it.each(browserFiles)("allows %s the domain, content and components", async (file) => {
    const code = [
      'import { torontoToday } from "~/domain/time";',
      'import { site } from "~/content/site";',
      'import { Button } from "~/components/ui/button";',
      'import { render } from "react-dom/server";',
    ].join("\n");
    expect(await importProblems(file, code)).toEqual([]);
  });
});

describe("app/server never imports the process (server/)", () => {
  const serverFiles = ["app/server/example.server.ts", "app/server/console/example.server.ts"];
  const processImports = [
    'import { startSite } from "../../server/site";',
    'import { apiRouter } from "../../../server/http/api";',
    'import { RETRY_AFTER_SECONDS } from "../../server/app.ts";',
    'export const workers = await import("../../server/workers");',
  ];
  it.each(serverFiles.flatMap((file) => processImports.map((code) => [file, code])))(
    "reports in %s: %s",
    async (file, code) => {
      const problems = await importProblems(file, code);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain("server/ is the process");
    },
  );

  it.each(serverFiles)("allows %s the request code, the domain and the content", async (file) => {
    const code = [
      'import { enqueueEmails } from "~/server/outbox.server";',
      'import { openDatabase } from "../server/db/client.server";',
      'import { CommandRefused } from "./control-commands.server";',
      'import { bookingPolicy } from "~/domain/booking-policy";',
      'import { site } from "../../content/site";',
    ].join("\n");
    expect(await importProblems(file, code)).toEqual([]);
  });
});

describe("routes never import the process's modules", () => {
  const routeFiles = ["app/routes/example.tsx", "app/routes/admin/example.tsx", "app/root.tsx"];
  const processImports = [
    'import { startSite } from "../../server/site";',
    'import { createApp } from "../../../server/app.ts";',
    'import { loadConfig } from "~/server/config.server.ts";',
    'import { isClusterWorker } from "../../server/workers.ts";',
    'import { openDatabase } from "../../server/db/client.server";',
    'import { startControlSocket } from "../../../server/control-socket";',
    'import { OutboxWorker } from "~/server/outbox.server";',
    'import { createMailTransport } from "~/server/mail/transport.server";',
    'export const workers = await import("../../server/workers");',
  ];
  it.each(routeFiles.flatMap((file) => processImports.map((code) => [file, code])))(
    "reports in %s: %s",
    async (file, code) => {
      const problems = await importProblems(file, code);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain("A route imports none of the process's modules");
    },
  );

  it.each(routeFiles)("allows %s the request code, and the process's types", async (file) => {
    const code = [
      'import { requireStaff } from "~/server/console/access.server";',
      'import { enqueueEmails } from "~/server/outbox.server";',
      'import { findArticle } from "~/server/articles.server";',
      'import type { Logger } from "~/server/logger.server";',
      'import type { ConsoleContext } from "~/server/console/services.server";',
    ].join("\n");
    expect(await importProblems(file, code)).toEqual([]);
  });
});
