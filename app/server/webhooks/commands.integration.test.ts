/**
 * The commands of `npm run webhooks` on PGlite and PostgreSQL, as the local tool: each one, its
 * refusals, its audit entries. Through the control socket (whose log never holds a signing secret)
 * and the script itself, with and without a running server: server/control-socket.integration.test.ts.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client.server";
import { auditLog, webhookDeliveries, webhookEndpoints, webhookEvents } from "../db/schema.server";
import { testClock } from "../../../tests/support/console";
import { testDatabases } from "../../../tests/support/databases";
import type { ControlCommand } from "../control-commands.server";
import { type ListedEndpoint, webhookCommands } from "./commands.server";
import { openWebhookSecret } from "./signing-secret.server";

const NOW = new Date("2026-11-20T15:00:00Z");
const RECEIVER = "https://crm.example.com/hooks/p4th-t0ken";

describe.each(testDatabases)("npm run webhooks' commands on $name", ({ open }) => {
  let database: DatabaseHandle;
  let commands: Record<string, ControlCommand>;
  const clock = testClock(NOW);
  const sealingKey = randomBytes(32);

  beforeAll(async () => {
    database = await open();
    commands = webhookCommands({ db: database.db, sealingKey, allowedHosts: [], now: clock.now });
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    clock.set(NOW);
    await database.db.delete(webhookEndpoints);
    await database.db.delete(webhookEvents);
    await database.db.delete(auditLog);
  });

  const add = async (url = RECEIVER) =>
    (await commands["webhooks.add"]!({ url, events: ["lead.created", "booking.created"] })) as {
      id: string;
      origin: string;
      secret: string;
    };

  it("adds an endpoint as the local tool and answers its secret, which opens from the stored one", async () => {
    const added = await add();
    expect(added.origin).toBe("https://crm.example.com");
    const [stored] = await database.db.select().from(webhookEndpoints);
    expect(stored).toMatchObject({ id: added.id, url: RECEIVER, createdBy: null });
    expect(
      openWebhookSecret(sealingKey, added.id, { sealed: stored!.secretSealed, keyId: stored!.secretKeyId }),
    ).toBe(added.secret);
    expect(
      await database.db.select({ actor: auditLog.actor, staffId: auditLog.staffId }).from(auditLog),
    ).toEqual([{ actor: "local tool", staffId: null }]);
  });

  it("refuses a bad URL or event list with the reasons, storing nothing", async () => {
    await expect(commands["webhooks.add"]!({ url: "http://crm.example.com/", events: [] })).rejects.toThrow(
      "Use https: webhooks carry personal information and are never sent in clear. Choose at least one event to send.",
    );
    await expect(commands["webhooks.add"]!({ url: RECEIVER, events: ["lead.deleted"] })).rejects.toThrow(
      "Not an event this site sends: lead.deleted.",
    );
    await expect(commands["webhooks.add"]!({ url: RECEIVER, events: "lead.created" })).rejects.toThrow(
      "Choose at least one event to send.",
    );
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("lists, disables, enables, tests, rotates and removes by id, each audited as the local tool", async () => {
    const { id, secret } = await add();
    expect((await commands["webhooks.list"]!({})) as ListedEndpoint[]).toEqual([
      {
        id,
        url: RECEIVER,
        eventTypes: ["lead.created", "booking.created"],
        state: "enabled",
        lastSuccessAt: null,
        failingSince: null,
        pendingDeliveries: 0,
      },
    ]);
    expect(await commands["webhooks.disable"]!({ id })).toEqual({ id, changed: true });
    expect(await commands["webhooks.disable"]!({ id: id.toUpperCase() })).toEqual({ id, changed: false });
    expect(((await commands["webhooks.list"]!({})) as ListedEndpoint[])[0]?.state).toBe("disabled (owner)");
    expect(await commands["webhooks.enable"]!({ id })).toEqual({ id, changed: true });
    expect(await commands["webhooks.test"]!({ id })).toEqual({ id });
    expect(await database.db.select({ n: webhookDeliveries.endpointId }).from(webhookDeliveries)).toEqual([
      { n: id },
    ]);

    const rotated = (await commands["webhooks.rotate-secret"]!({ id })) as {
      id: string;
      secret: string;
      previousUntil: string;
    };
    expect(rotated.secret).not.toBe(secret);
    expect(rotated.previousUntil).toBe("2026-11-21T15:00:00.000Z");
    const [stored] = await database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(
      openWebhookSecret(sealingKey, id, { sealed: stored!.secretSealed, keyId: stored!.secretKeyId }),
    ).toBe(rotated.secret);

    expect(await commands["webhooks.remove"]!({ id })).toEqual({ id });
    expect(await database.db.select().from(webhookEndpoints)).toEqual([]);
    const entries = await database.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(entries).toEqual(
      [
        "webhook-created",
        "webhook-disabled",
        "webhook-enabled",
        "webhook-test-sent",
        "webhook-secret-rotated",
        "webhook-removed",
      ].map((action) => ({ action, actor: "local tool" })),
    );
  });

  it("refuses an id that is not one, and one that no endpoint has", async () => {
    for (const command of [
      "webhooks.enable",
      "webhooks.disable",
      "webhooks.remove",
      "webhooks.test",
      "webhooks.rotate-secret",
    ]) {
      await expect(commands[command]!({ id: "42" }), command).rejects.toThrow(
        '"42" is not an endpoint\'s id: npm run webhooks -- list shows them.',
      );
      await expect(
        commands[command]!({ id: "00000000-0000-4000-8000-000000000000" }),
        command,
      ).rejects.toThrow("No webhook endpoint has the id 00000000-0000-4000-8000-000000000000.");
    }
  });
});
