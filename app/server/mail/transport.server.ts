import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";

/**
 * How messages leave the server (DESIGN.md, email): SMTP_URL selects real SMTP; without it each
 * message is written as an .eml file to a local mailbox directory an operator can open in any
 * mail client. Retrying is the caller's job (the outbox): `send` only reports success or throws.
 */

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** A stable Message-ID lets a retried message be recognised as the same one. */
  messageId?: string;
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
  return {
    async send(email) {
      const { message } = await composer.sendMail(toMailOptions(email));
      // Messages hold visitors' personal data: only the server's own user may read them.
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      const file = path.join(mailDir, mailboxFileName(new Date()));
      // "wx" refuses to overwrite, so two messages can never end up in one file. `buffer: true`
      // above makes the message a Buffer rather than a stream.
      await writeFile(file, message as Buffer, { flag: "wx", mode: 0o600 });
      // The path only: logs carry no personal data, so neither the recipient nor the body.
      log("Email written to the local mailbox", { file });
      return { delivered: "file", location: file };
    },
    close() {
      composer.close();
    },
  };
}

/** Sorts by time in a directory listing; the random suffix separates messages of the same millisecond. */
function mailboxFileName(now: Date): string {
  const timestamp = now.toISOString().replaceAll(":", "-");
  return `${timestamp}-${randomBytes(4).toString("hex")}.eml`;
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
