import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from "../private-files.server";

/**
 * How messages leave the server (DESIGN.md, email): SMTP_URL selects real SMTP; without it each
 * message is written as an .eml file to a local mailbox directory an operator can open in any
 * mail client. Retrying is the caller's job (the outbox): `send` only reports success or throws.
 *
 * Delivery is at least once: a message sent again (after a crash between the send and its row
 * being marked sent) carries the same Message-ID over SMTP, so mail systems can tell it is the
 * same message, and replaces its own file in the local mailbox instead of adding a second one.
 */

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The same on every attempt: a retried message is recognised as the same one. */
  messageId: string;
  /** When the message was queued; with the Message-ID it names the message's file in the local mailbox. */
  queuedAt: Date;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<{ delivered: "smtp" | "file"; location?: string }>;
  close(): void;
}

export interface MailTransportOptions {
  /** e.g. "smtp://user:pass@host:587"; query parameters override the timeouts below. */
  smtpUrl?: string;
  /** Where the local mailbox keeps its .eml files when there is no SMTP server. */
  mailDir: string;
  log: (message: string, details?: Record<string, unknown>) => void;
}

// A dead or silent SMTP peer must fail the send quickly so the outbox can retry later, instead
// of holding a connection for nodemailer's default of minutes.
const smtpTimeoutMs = 10_000;

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? createSmtpTransport(options.smtpUrl) : createFileMailbox(options);
}

function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: smtpTimeoutMs,
    greetingTimeout: smtpTimeoutMs,
    socketTimeout: smtpTimeoutMs,
  });
  return {
    async send(email) {
      // Rejects when the server cannot be reached or refuses the message or its recipient.
      await transporter.sendMail(toMailOptions(email));
      return { delivered: "smtp" };
    },
    close() {
      transporter.close();
    },
  };
}

function createFileMailbox({ mailDir, log }: MailTransportOptions): MailTransport {
  // The stream transport builds the same RFC 822 message SMTP would carry, without sending it.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let sweep: Promise<void> | undefined;
  return {
    async send(email) {
      const { message } = await composer.sendMail(toMailOptions(email));
      // Messages hold visitors' personal data: only the server's own user may read them.
      await mkdir(mailDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      // Once per process, in the background: a leftover file is harmless, so a failure is ignored.
      sweep ??= removeAbandonedTemporaryFiles(mailDir).catch(() => undefined);
      const file = path.join(mailDir, mailboxFileName(email.queuedAt, email.messageId));
      // `buffer: true` above makes the message a Buffer rather than a stream.
      await writeFileAtomically(file, message as Buffer);
      // The path only: logs carry no personal data, so neither the recipient nor the body.
      log("Email written to the local mailbox", { file });
      return { delivered: "file", location: file };
    },
    close() {
      composer.close();
    },
  };
}

/**
 * The file appears under its name whole or not at all: the message is written to a hidden
 * temporary file beside it, flushed to disk, then renamed over the name, which replaces an
 * earlier copy of the same message. Each attempt has a temporary file of its own, so two workers
 * delivering one message at once (a lease that ran out) cannot mix their bytes.
 */
async function writeFileAtomically(file: string, content: Buffer): Promise<void> {
  const directory = path.dirname(file);
  const temporary = path.join(
    directory,
    `.${path.basename(file)}.${randomBytes(4).toString("hex")}${TEMPORARY_SUFFIX}`,
  );
  try {
    const handle = await open(temporary, "wx", PRIVATE_FILE_MODE);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  // The rename itself reaches the disk with the directory: only then may the outbox mark the message sent.
  const directoryHandle = await open(directory, "r");
  try {
    await directoryHandle.sync();
  } finally {
    await directoryHandle.close();
  }
}

const TEMPORARY_SUFFIX = ".tmp";
/** Far longer than any write takes, so that another process's write in progress is never removed. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** A process killed mid-write leaves its temporary file behind; mail clients skip it (a dot file), and the next start removes it. */
async function removeAbandonedTemporaryFiles(mailDir: string): Promise<void> {
  for (const name of await readdir(mailDir).catch(() => [])) {
    if (!name.startsWith(".") || !name.endsWith(TEMPORARY_SUFFIX)) continue;
    const file = path.join(mailDir, name);
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - modified > ABANDONED_AFTER_MS) await rm(file, { force: true });
  }
}

/**
 * The same name on every attempt, so that a redelivery replaces the file. The time of queueing
 * first makes a directory listing sort by time; the Message-ID, reduced to characters safe in a
 * file name, tells messages apart.
 */
export function mailboxFileName(queuedAt: Date, messageId: string): string {
  const timestamp = queuedAt.toISOString().replaceAll(":", "-");
  return `${timestamp}-${fileNameId(messageId)}${MESSAGE_SUFFIX}`;
}

const MESSAGE_SUFFIX = ".eml";

/** The Message-ID reduced to characters safe in a file name. */
function fileNameId(messageId: string): string {
  return messageId.replace(/^<|>$/g, "").replace(/[^\w.@-]/g, "_");
}

/**
 * Deletes the messages of the local mailbox written before `cutoff` (their file's modification
 * time: when the message was sent, or sent again), as retention clears a sent email's content in
 * the outbox after SENT_EMAIL_BODY_TTL_DAYS. Returns how many it deleted; a missing mailbox has none.
 */
export async function deleteMailboxMessagesBefore(mailDir: string, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (const name of await mailboxNames(mailDir)) {
    if (!name.endsWith(MESSAGE_SUFFIX) || name.startsWith(".")) continue;
    const file = path.join(mailDir, name);
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => undefined,
    );
    if (modified !== undefined && modified < cutoff.getTime() && (await removed(file))) deleted += 1;
  }
  return deleted;
}

/**
 * Deletes every file of the local mailbox that holds one of these messages, whenever it was queued
 * (a message sent again after staff resent it has another queue time in its name), and the
 * temporary file of a write in progress. Returns how many it deleted.
 */
export async function deleteMailboxMessages(mailDir: string, messageIds: string[]): Promise<number> {
  if (messageIds.length === 0) return 0;
  const endings = messageIds.map((messageId) => `-${fileNameId(messageId)}${MESSAGE_SUFFIX}`);
  let deleted = 0;
  for (const name of await mailboxNames(mailDir)) {
    // A write in progress is `.<the message's file>.<random hex>.tmp` (writeFileAtomically).
    const messageName = name.replace(/\.[0-9a-f]+\.tmp$/, "");
    if (!endings.some((ending) => messageName.endsWith(ending))) continue;
    if (await removed(path.join(mailDir, name))) deleted += 1;
  }
  return deleted;
}

async function mailboxNames(mailDir: string): Promise<string[]> {
  return readdir(mailDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
}

/** Whether this call removed the file: another process may have removed it first. */
async function removed(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

function toMailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    attachments: email.attachments,
    messageId: email.messageId,
  };
}
