/**
 * One "server process" for the outbox test: opens the PostgreSQL of DATABASE_URL, sends every
 * due email to SMTP_URL with its own worker until none is left, and prints how many it sent.
 */
import { openDatabase } from "../db/client.server";
import { createLogger } from "../logger.server";
import { createMailTransport } from "../mail/transport.server";
import { OutboxWorker } from "../outbox.server";

const database = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
const transport = createMailTransport({ smtpUrl: process.env.SMTP_URL, mailDir: "", log: () => undefined });
const worker = new OutboxWorker({
  db: database.db,
  transport,
  from: "a@example.com",
  logger: createLogger("silent"),
});
let total = 0;
for (let sent = -1; sent !== 0;) {
  sent = await worker.runOnce();
  total += sent;
}
transport.close();
await database.close();
console.log(JSON.stringify({ sent: total }));
