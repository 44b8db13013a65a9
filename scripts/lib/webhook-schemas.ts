/**
 * The webhook payloads' JSON Schemas (ADR 038 §3), one file per event type and version, drawn from
 * the zod schemas the site's own tests check its payloads against (app/domain/webhook-events.ts), so
 * that what receivers read is what the site sends. `npm run webhook-schemas` writes them; a test
 * fails when the committed files are not what it would write.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import * as z from "zod/mini";
import {
  WEBHOOK_PAYLOAD_TYPES,
  WEBHOOK_PAYLOAD_VERSION,
  webhookPayloadSchemas,
} from "../../app/domain/webhook-events.ts";

export const webhookSchemaDir = fileURLToPath(new URL("../../docs/webhooks/", import.meta.url));

export interface SchemaFile {
  /** The file's name in docs/webhooks: `{type}.v{version}.schema.json`. */
  name: string;
  text: string;
}

/** Every schema file, as `npm run webhook-schemas` writes it: formatted as Prettier formats JSON here. */
export async function webhookSchemaFiles(): Promise<SchemaFile[]> {
  return Promise.all(
    WEBHOOK_PAYLOAD_TYPES.map(async (type) => {
      const name = `${type}.v${WEBHOOK_PAYLOAD_VERSION}.schema.json`;
      const filepath = path.join(webhookSchemaDir, name);
      const options = await prettier.resolveConfig(filepath);
      const json = JSON.stringify(z.toJSONSchema(webhookPayloadSchemas[type]));
      return { name, text: await prettier.format(json, { ...options, filepath }) };
    }),
  );
}
