/**
 * The outbox's emails rendered in a thread of their own (ADR 048), so that the thread that answers
 * requests does not spend React's and html-to-text's time on each message it sends. The outbox
 * worker still claims, sends and marks its rows on the main thread; only the rendering, which
 * needs nothing but the row's template data, crosses over.
 *
 * The thread is started on the first render and kept. If it dies (a crash, its heap limit), every
 * render it had not answered fails, which the outbox counts as a failed send and retries, and the
 * next render starts a new thread.
 */
import { type MessagePort, Worker } from "node:worker_threads";
import { pathToFileURL } from "node:url";
import type { Logger } from "../logger.server";
import { type EmailContent, type EmailRenderer, type RenderedEmail, renderEmail } from "./templates.server";

interface RenderRequest {
  id: number;
  content: EmailContent;
}

type RenderReply = { id: number; email: RenderedEmail } | { id: number; error: string };

/**
 * The thread's side: renders each message it is sent and posts back the email or the error's
 * message (an Error does not cross threads with its class). `siteUrl` is the public origin.
 */
export function answerRenderRequests(port: MessagePort, siteUrl: string): void {
  port.on("message", async ({ id, content }: RenderRequest) => {
    let reply: RenderReply;
    try {
      reply = { id, email: await renderEmail(content, siteUrl) };
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(reply);
  });
}

export interface EmailRenderThreadOptions {
  /** The thread's entry: build/server/email-render-thread.js, or its source when run from source. */
  module: string;
  /** The public origin, where the emails' logo is served. */
  siteUrl: string;
  logger: Logger;
}

interface RunningThread {
  worker: Worker;
  /** The renders it was sent and has not answered, by id. */
  waiting: Map<number, { resolve: (email: RenderedEmail) => void; reject: (error: Error) => void }>;
}

/**
 * The thread's heap, bounded so that a runaway rendering cannot take the memory the server's own
 * budget counts on (ADR 046): past it, the thread dies and its renders are retried in a new one.
 * Its young generation is the size `npm start` gives the main thread's (8 MB semi-spaces).
 */
const THREAD_RESOURCE_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 24 };

/** The main thread's side: `render` sends a message's content to the thread and waits for its email. */
export class EmailRenderThread {
  private thread: RunningThread | undefined;
  private nextId = 0;

  constructor(private readonly options: EmailRenderThreadOptions) {}

  readonly render: EmailRenderer = (content) => {
    const thread = this.running();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      thread.waiting.set(id, { resolve, reject });
      thread.worker.postMessage({ id, content } satisfies RenderRequest);
    });
  };

  /** Stops the thread; a render that it had not answered fails. */
  async close(): Promise<void> {
    await this.thread?.worker.terminate();
  }

  private running(): RunningThread {
    if (this.thread) return this.thread;
    const { module, siteUrl, logger } = this.options;
    const thread: RunningThread = { worker: startThread(module, siteUrl), waiting: new Map() };
    // An idle renderer does not keep the process alive: the outbox's shutdown waits for its sends.
    thread.worker.unref();
    thread.worker.on("message", (reply: RenderReply) => {
      const waiter = thread.waiting.get(reply.id);
      thread.waiting.delete(reply.id);
      if ("error" in reply) waiter?.reject(new Error(reply.error));
      else waiter?.resolve(reply.email);
    });
    thread.worker.on("error", (error) => logger.error({ err: error }, "The email renderer's thread failed"));
    thread.worker.on("exit", (code) => {
      if (this.thread === thread) this.thread = undefined;
      for (const { reject } of thread.waiting.values())
        reject(new Error(`The email renderer's thread stopped (exit code ${code}) before answering`));
      thread.waiting.clear();
    });
    this.thread = thread;
    return thread;
  }
}

function startThread(module: string, siteUrl: string): Worker {
  const options = { workerData: siteUrl, resourceLimits: THREAD_RESOURCE_LIMITS };
  if (!module.endsWith(".ts")) return new Worker(module, options);
  // From source (`npm run dev`, the tests), the entry is TypeScript. A thread does not inherit
  // its parent's module hooks, so tsx registers its own in the thread before loading the entry.
  const entry = JSON.stringify(pathToFileURL(module).href);
  return new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${entry}); })`,
    { ...options, eval: true },
  );
}
