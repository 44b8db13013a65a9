/**
 * The email renderer's thread (ADR 048): started by app/server/mail/render-thread.server.ts, which
 * hands it the public origin as its workerData and then the content of each email to render.
 */
import { parentPort, workerData } from "node:worker_threads";
import { answerRenderRequests } from "../app/server/mail/render-thread.server";

if (!parentPort || typeof workerData !== "string")
  throw new Error("Started as a thread, with the site's origin");
answerRenderRequests(parentPort, workerData);
