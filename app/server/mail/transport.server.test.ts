import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startSmtpPeer, unusedPort } from "../../../tests/support/smtp-peer";
import {
  createMailTransport,
  deleteMailboxMessages,
  deleteMailboxMessagesBefore,
  mailboxFileName,
  type OutgoingEmail,
} from "./transport.server";

const email: OutgoingEmail = {
  from: "Maplewise Leads <hello@maplewiseleads.example>",
  to: "jordan@northernlights.example",
  subject: "Your Maplewise Leads consultation is confirmed",
  html: "<p>See you on <strong>Monday</strong>.</p>",
  text: "See you on Monday.",
  attachments: [
    {
      filename: "consultation.ics",
      content: "BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    },
  ],
  messageId: "<booking-42@maplewiseleads.example>",
  queuedAt: new Date("2026-11-20T15:00:00.123Z"),
};

let tempDir: string;

beforeEach(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), "mail-transport-"));
});

afterEach(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

describe("createMailTransport without an SMTP URL", () => {
  it("writes the whole message as an .eml file and logs only its path", async () => {
    const log = vi.fn();
    const transport = createMailTransport({ mailDir: tempDir, log });

    const result = await transport.send(email);
    transport.close();

    const files = await readdir(tempDir);
    expect(files).toEqual(["2026-11-20T15-00-00.123Z-booking-42@maplewiseleads.example.eml"]);
    const file = path.join(tempDir, files[0]!);
    expect(result).toEqual({ delivered: "file", location: file });

    const eml = await readFile(file, "utf8");
    expect(eml).toContain(`Subject: ${email.subject}`);
    expect(eml).toContain("Message-ID: <booking-42@maplewiseleads.example>");
    expect(eml).toMatch(/Content-Type: text\/plain/i);
    expect(eml).toMatch(/Content-Type: text\/html/i);
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(eml).toContain("consultation.ics");
    expect(eml).not.toContain("\r\n");

    expect(log).toHaveBeenCalledExactlyOnceWith("Email written to the local mailbox", { file });
    expect(JSON.stringify(log.mock.calls)).not.toContain(email.to);
  });

  it("creates a missing nested mailbox directory", async () => {
    const mailDir = path.join(tempDir, "data", "mailbox");
    const transport = createMailTransport({ mailDir, log: () => {} });

    const result = await transport.send(email);
    transport.close();

    expect(result.location?.startsWith(mailDir + path.sep)).toBe(true);
    expect(await readdir(mailDir)).toHaveLength(1);
  });

  it("keeps each message in a file of its own, and a message sent again in its one file", async () => {
    const transport = createMailTransport({ mailDir: tempDir, log: () => {} });
    const other = { ...email, messageId: "<booking-43@maplewiseleads.example>", subject: "The other one" };

    // Concurrent copies of one message, as two workers whose leases overlapped would send them.
    await Promise.all([
      transport.send(email),
      transport.send(other),
      transport.send(email),
      transport.send(email),
    ]);
    transport.close();

    const files = (await readdir(tempDir)).sort();
    expect(files).toEqual([
      "2026-11-20T15-00-00.123Z-booking-42@maplewiseleads.example.eml",
      "2026-11-20T15-00-00.123Z-booking-43@maplewiseleads.example.eml",
    ]);
    const [first, second] = await Promise.all(
      files.map((name) => readFile(path.join(tempDir, name), "utf8")),
    );
    expect(first).toContain(`Subject: ${email.subject}`);
    expect(first!.match(/^Message-ID: /gm)).toHaveLength(1);
    expect(second).toContain("Subject: The other one");
  });

  it("removes temporary files a crash left behind, once they are clearly abandoned", async () => {
    const abandoned = path.join(tempDir, ".2026-11-19T10-00-00.000Z-old@x.eml.1a2b3c4d.tmp");
    const inProgress = path.join(tempDir, ".2026-11-20T14-59-59.000Z-new@x.eml.5e6f7a8b.tmp");
    await writeFile(abandoned, "partial");
    await writeFile(inProgress, "partial");
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(abandoned, anHourAgo, anHourAgo);
    const transport = createMailTransport({ mailDir: tempDir, log: () => {} });

    await transport.send(email);
    transport.close();

    await vi.waitFor(async () => expect(await readdir(tempDir)).not.toContain(path.basename(abandoned)));
    expect((await readdir(tempDir)).sort()).toEqual([
      path.basename(inProgress),
      "2026-11-20T15-00-00.123Z-booking-42@maplewiseleads.example.eml",
    ]);
  });

  it("leaves no file at all when the write fails", async () => {
    const transport = createMailTransport({ mailDir: path.join(tempDir, "blocked"), log: () => {} });
    // A file where the mailbox directory should be: the write fails as on a broken disk.
    await writeFile(path.join(tempDir, "blocked"), "");

    await expect(transport.send(email)).rejects.toThrow();
    transport.close();
    expect(await readdir(tempDir)).toEqual(["blocked"]);
  });
});

describe("mailboxFileName", () => {
  it("sorts by the time of queueing and keeps the Message-ID to characters safe in a file name", () => {
    expect(mailboxFileName(new Date("2026-11-20T15:00:00Z"), "<0b6e1c2a-…/../x y@example.com>")).toBe(
      "2026-11-20T15-00-00.000Z-0b6e1c2a-__.._x_y@example.com.eml",
    );
  });
});

describe("createMailTransport with an SMTP URL", () => {
  it("delivers over SMTP with the credentials in the URL", async () => {
    const peer = await startSmtpPeer(0, {
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "s3cret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
    });
    const transport = createMailTransport({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${peer.port}`,
      mailDir: tempDir,
      log: () => {},
    });

    try {
      await expect(transport.send(email)).resolves.toEqual({ delivered: "smtp" });
    } finally {
      transport.close();
      await peer.close();
    }

    expect(peer.received).toHaveLength(1);
    expect(peer.received[0]).toContain(`Subject: ${email.subject}`);
    expect(peer.received[0]).toContain("consultation.ics");
    expect(await readdir(tempDir)).toHaveLength(0);
  });

  it("rejects when the server refuses the recipient", async () => {
    const peer = await startSmtpPeer(0, {
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const transport = createMailTransport({ smtpUrl: peer.url, mailDir: tempDir, log: () => {} });

    try {
      await expect(transport.send(email)).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      transport.close();
      await peer.close();
    }
  });

  it("rejects when nothing listens on the port", async () => {
    const port = await unusedPort();
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: tempDir,
      log: () => {},
    });

    try {
      await expect(transport.send(email)).rejects.toThrow();
    } finally {
      transport.close();
    }
    expect(await readdir(tempDir)).toHaveLength(0);
  });
});

describe("deleting from the local mailbox (issue 22, item 12)", () => {
  const other = { ...email, to: "someone@else.example", messageId: "<booking-43@maplewiseleads.example>" };

  it("deletes a message under every queue time it was written with, and its write in progress", async () => {
    const transport = createMailTransport({ mailDir: tempDir, log: () => undefined });
    await transport.send(email);
    // Staff sent it again later: the same Message-ID under another queue time.
    await transport.send({ ...email, queuedAt: new Date("2026-11-22T09:00:00Z") });
    await transport.send(other);
    transport.close();
    const inProgress = `.${mailboxFileName(email.queuedAt, email.messageId)}.0a1b2c3d.tmp`;
    await writeFile(path.join(tempDir, inProgress), "half a message");

    expect(await deleteMailboxMessages(tempDir, [email.messageId])).toBe(3);
    expect(await readdir(tempDir)).toEqual([mailboxFileName(other.queuedAt, other.messageId)]);
    expect(await deleteMailboxMessages(tempDir, [email.messageId])).toBe(0);
    expect(await deleteMailboxMessages(path.join(tempDir, "none yet"), [email.messageId])).toBe(0);
  });

  it("deletes the messages written before a moment, by their file's time, and nothing else", async () => {
    const transport = createMailTransport({ mailDir: tempDir, log: () => undefined });
    const { location: old } = await transport.send(email);
    const { location: recent } = await transport.send(other);
    transport.close();
    await utimes(old!, new Date("2026-10-01T00:00:00Z"), new Date("2026-10-01T00:00:00Z"));
    await utimes(recent!, new Date("2026-11-01T00:00:00Z"), new Date("2026-11-01T00:00:00Z"));
    const unrelated = path.join(tempDir, "notes.txt");
    await writeFile(unrelated, "an operator's file");
    await utimes(unrelated, new Date("2026-01-01T00:00:00Z"), new Date("2026-01-01T00:00:00Z"));

    expect(await deleteMailboxMessagesBefore(tempDir, new Date("2026-10-21T00:00:00Z"))).toBe(1);
    expect((await readdir(tempDir)).sort()).toEqual([path.basename(recent!), "notes.txt"].sort());
  });
});
