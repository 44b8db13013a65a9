/**
 * Emails for the outbox's suites: queued as the site queues them, with what their template needs
 * (a staff notification, whose subject is the "Message n" the suites look rows up by), and a
 * transport that keeps what the worker sends, so that a suite can compare it with a rendering.
 */
import { type EmailContent, renderEmail, type RenderedEmail } from "../../app/server/mail/templates.server";
import type { MailTransport, OutgoingEmail } from "../../app/server/mail/transport.server";
import type { NewOutboxEmail } from "../../app/server/outbox.server";

/** The public origin the suites' workers render with. */
export const testSiteUrl = "https://www.example.com";

export function testEmail(n: number, overrides: Partial<NewOutboxEmail> = {}): NewOutboxEmail {
  return {
    kind: "lead-confirmation",
    recipient: `visitor${n}@example.com`,
    content: {
      kind: "staff-notification",
      subjectLine: `Message ${n}`,
      heading: `Heading ${n}`,
      visitorLocale: "en",
      rows: [{ label: "Number", value: String(n) }],
      consoleLink: { url: `${testSiteUrl}/admin/leads`, label: "Open the console" },
    },
    attachments: [],
    ...overrides,
  };
}

/** The email as the outbox's worker sends it: its row, and the message rendered from its content. */
export async function asSent(
  email: NewOutboxEmail,
  siteUrl: string,
): Promise<NewOutboxEmail & RenderedEmail> {
  return { ...email, ...(await renderEmail(email.content, siteUrl)) };
}

/** Outbox rows with the message the worker would send for each, read from their template data. */
export function withRenderings<Row extends { content: EmailContent | null }>(
  rows: Row[],
  siteUrl: string = testSiteUrl,
): Promise<(Row & Partial<RenderedEmail>)[]> {
  return Promise.all(
    rows.map(async (row) => ({ ...row, ...(row.content && (await renderEmail(row.content, siteUrl))) })),
  );
}

/** A transport that delivers every message to `sent`, in order. */
export function keepingTransport(): MailTransport & { sent: OutgoingEmail[] } {
  const sent: OutgoingEmail[] = [];
  return {
    sent,
    send: (email) => {
      sent.push(email);
      return Promise.resolve({ delivered: "file" });
    },
    close: () => undefined,
  };
}
