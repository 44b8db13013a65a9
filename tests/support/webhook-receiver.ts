/**
 * A webhook receiver of the tests' own, on 127.0.0.1: it verifies each request with the
 * `standardwebhooks` library (never with the site's code, so a mistake in our signing cannot hide
 * behind the same mistake in our checking) and records what came. Its answers are programmable:
 * a status per request, or a hang.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  body: string;
  /** What the library's verify() returned: the parsed payload. */
  payload: { type: string; version: number; timestamp: string; data: Record<string, unknown> };
  receivedAt: number;
  headers: IncomingMessage["headers"];
}

/** The answer to one request: a status (with headers), or no answer at all. */
export type ReceiverAnswer = { status: number; headers?: Record<string, string>; body?: string } | "hang";

export interface WebhookReceiver {
  url: string;
  /** Requests that verified, in the order they came. */
  received: ReceivedWebhook[];
  /** Requests that did not verify, with the library's reason. */
  rejected: { reason: string; headers: IncomingMessage["headers"] }[];
  /** Connections closed by the sender while this receiver hung. */
  cutWhileHanging: number;
  /** The answer to the next request; the default is 200. */
  answer: (request: { attempt: number; id: string }) => ReceiverAnswer;
  /** Resolves once `count` verified requests have come, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secrets: string[] | (() => string[])): Promise<WebhookReceiver> {
  const attemptsById = new Map<string, number>();
  const waiting = new Set<() => void>();
  const hanging = new Set<ServerResponse>();
  const receiver: Omit<WebhookReceiver, "url" | "close" | "waitFor"> = {
    received: [],
    rejected: [],
    cutWhileHanging: 0,
    answer: () => ({ status: 200 }),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = req.headers as Record<string, string>;
      const id = headers["webhook-id"] ?? "";
      let payload: ReceivedWebhook["payload"] | undefined;
      const reasons: string[] = [];
      for (const secret of typeof secrets === "function" ? secrets() : secrets) {
        try {
          payload = new Webhook(secret).verify(body, headers) as ReceivedWebhook["payload"];
          break;
        } catch (error) {
          reasons.push((error as Error).message);
        }
      }
      if (!payload) {
        receiver.rejected.push({ reason: reasons.join("; "), headers: req.headers });
        res.writeHead(401).end("bad signature");
        return;
      }
      const attempt = (attemptsById.get(id) ?? 0) + 1;
      attemptsById.set(id, attempt);
      receiver.received.push({
        id,
        timestamp: Number(headers["webhook-timestamp"]),
        body,
        payload,
        receivedAt: Date.now(),
        headers: req.headers,
      });
      for (const wake of waiting) wake();
      const answer = receiver.answer({ attempt, id });
      if (answer === "hang") {
        hanging.add(res);
        res.on("close", () => {
          if (hanging.delete(res)) receiver.cutWhileHanging++;
        });
        return;
      }
      res.writeHead(answer.status, answer.headers).end(answer.body ?? "");
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/maplewise?token=receiver-token`,
    waitFor(count: number, timeoutMs = 15_000) {
      return new Promise<ReceivedWebhook[]>((resolve, reject) => {
        const check = () => {
          if (receiver.received.length < count) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(receiver.received);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(
            new Error(`${receiver.received.length} of ${count} webhooks arrived within ${timeoutMs} ms`),
          );
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  });
}
