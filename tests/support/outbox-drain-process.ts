/**
 * One "server process" for the outbox test: opens the PostgreSQL of DATABASE_URL, says it is
 * ready (a line {"ready":true}), waits for a line on its standard input, then sends every due email
 * to SMTP_URL with its own worker until none is left, and prints how many it sent ({"sent":N}).
 * The wait lets the test start two of them claiming at the same moment, whatever each took to start.
 */
import { once } from "node:events";
import { openDatabase } from "../../app/server/db/client.server";
import { createLogger } from "../../app/server/logger.server";
import { createMailTransport } from "../../app/server/mail/transport.server";
import { renderInThisThread } from "../../app/server/mail/templates.server";
import { OutboxWorker } from "../../app/server/outbox.server";

const database = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
const transport = createMailTransport({ smtpUrl: process.env.SMTP_URL, mailDir: "", log: () => undefined });
const worker = new OutboxWorker({
  db: database.db,
  transport,
  from: "a@example.com",
  render: renderInThisThread("https://www.example.com"),
  logger: createLogger("silent"),
});
console.log(JSON.stringify({ ready: true }));
await once(process.stdin, "data");
process.stdin.destroy();
let total = 0;
for (let sent = -1; sent !== 0;) {
  sent = await worker.runOnce();
  total += sent;
}
transport.close();
await database.close();
console.log(JSON.stringify({ sent: total }));
