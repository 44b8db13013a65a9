import { expect } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { baseURL } from "../../../playwright.config";

/** The local mailbox of the end-to-end server (DATA_DIR .e2e-data), where its outbox writes each message as an .eml file. */
const mailDir = path.resolve(".e2e-data", "mail");

async function messagesTo(address: string): Promise<Email[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith(".eml"))
      .map(async (name) => PostalMime.parse(await readFile(path.join(mailDir, name)))),
  );
  return messages.filter((message) => message.to?.some((to) => to.address === address));
}

/** The message to `address` whose subject matches, once the outbox has written it. */
export async function emailTo(address: string, subject: RegExp): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address)).find((message) => subject.test(message.subject ?? ""));
        return found !== undefined;
      },
      { message: `an email to ${address} with a subject matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * A link of the message's HTML part by its text, as the visitor clicks it: the emails carry
 * SITE_URL's origin, so the path and query are taken to the test server.
 */
export function linkIn(message: Email, text: string): string {
  const anchors = [...(message.html ?? "").matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)];
  const anchor = anchors.find(([, , inner]) => inner!.replace(/<[^>]+>/g, "").trim() === text);
  if (!anchor) throw new Error(`No link "${text}" in the email "${message.subject}"`);
  const href = anchor[1]!.replaceAll("&amp;", "&");
  const url = new URL(href);
  return new URL(`${url.pathname}${url.search}`, baseURL).href;
}

/** The text of the message's calendar attachment. */
export function calendarAttachment(message: Email): string {
  const file = message.attachments.find((attachment) => attachment.filename === "consultation.ics");
  if (!file) throw new Error(`No calendar file in the email "${message.subject}"`);
  return typeof file.content === "string" ? file.content : new TextDecoder().decode(file.content);
}
