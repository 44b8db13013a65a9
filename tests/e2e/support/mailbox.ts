import { expect } from "@playwright/test";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import PostalMime, { type Email } from "postal-mime";
import { baseURL, e2eDataDir } from "../../../playwright.config";

/** The local mailbox of the end-to-end server (its DATA_DIR), where its outbox writes each message as an .eml file. */
const sharedMailDir = path.resolve(e2eDataDir, "mail");

/** Whose mail is read: the shared server's, or a spec's own site (support/own-site.ts). */
export interface Mailbox {
  mailDir: string;
  /** Where a link of the message is opened. */
  origin: string;
}

const sharedMailbox: Mailbox = { mailDir: sharedMailDir, origin: baseURL };

async function messagesTo(address: string, { mailDir }: Mailbox): Promise<Email[]> {
  const names = await readdir(mailDir).catch(() => [] as string[]);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith(".eml"))
      .map(async (name) => PostalMime.parse(await readFile(path.join(mailDir, name)))),
  );
  return messages.filter((message) => message.to?.some((to) => to.address === address));
}

/** The message to `address` whose subject matches, once the outbox has written it. */
export async function emailTo(
  address: string,
  subject: RegExp,
  mailbox: Mailbox = sharedMailbox,
): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesTo(address, mailbox)).find((message) => subject.test(message.subject ?? ""));
        return found !== undefined;
      },
      { message: `an email to ${address} with a subject matching ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

function anchorsOf(message: Email) {
  return [...(message.html ?? "").matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, href, inner]) => ({
      url: new URL(href!.replaceAll("&amp;", "&")),
      text: inner!.replace(/<[^>]+>/g, "").trim(),
    }),
  );
}

/** The emails carry SITE_URL's origin: the path and query are taken to the test server. */
function opened(url: URL, origin: string) {
  return new URL(`${url.pathname}${url.search}`, origin).href;
}

/** A link of the message's HTML part by its text, as the visitor clicks it. */
export function linkIn(message: Email, text: string, { origin }: Mailbox = sharedMailbox): string {
  const anchor = anchorsOf(message).find((candidate) => candidate.text === text);
  if (!anchor) throw new Error(`No link "${text}" in the email "${message.subject}"`);
  return opened(anchor.url, origin);
}

/** The message's link to a path, whatever its text (a one-time link shows itself). */
export function linkTo(message: Email, pathname: string, { origin }: Mailbox = sharedMailbox): string {
  const anchor = anchorsOf(message).find((candidate) => candidate.url.pathname === pathname);
  if (!anchor) throw new Error(`No link to ${pathname} in the email "${message.subject}"`);
  return opened(anchor.url, origin);
}

/** The text of the message's calendar attachment. */
export function calendarAttachment(message: Email): string {
  const file = message.attachments.find((attachment) => attachment.filename === "consultation.ics");
  if (!file) throw new Error(`No calendar file in the email "${message.subject}"`);
  return typeof file.content === "string" ? file.content : new TextDecoder().decode(file.content);
}
