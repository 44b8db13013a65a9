import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { webhookSchemaDir, webhookSchemaFiles } from "./webhook-schemas.ts";

it("docs/webhooks holds exactly the schemas `npm run webhook-schemas` would write", async () => {
  const files = await webhookSchemaFiles();
  expect((await readdir(webhookSchemaDir)).sort(), "run `npm run webhook-schemas`").toEqual(
    files.map((file) => file.name).sort(),
  );
  for (const file of files) {
    const committed = await readFile(path.join(webhookSchemaDir, file.name), "utf8");
    expect(committed, `${file.name} is behind: run \`npm run webhook-schemas\``).toBe(file.text);
  }
});
