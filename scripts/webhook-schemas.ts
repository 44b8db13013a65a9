/**
 * `npm run webhook-schemas`: writes the JSON Schema of every webhook payload into docs/webhooks/
 * (scripts/lib/webhook-schemas.ts), to run after a payload's zod schema changes and commit with it.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { webhookSchemaDir, webhookSchemaFiles } from "./lib/webhook-schemas.ts";

await mkdir(webhookSchemaDir, { recursive: true });
const files = await webhookSchemaFiles();
for (const file of files) await writeFile(path.join(webhookSchemaDir, file.name), file.text);
console.log(`Webhook schemas: ${files.length} written to docs/webhooks`);
