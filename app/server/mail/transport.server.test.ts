import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMailTransport, type OutgoingEmail } from "./transport.server";

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
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
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

  it("keeps each message in a file of its own", async () => {
    const transport = createMailTransport({ mailDir: tempDir, log: () => {} });

    await Promise.all([transport.send(email), transport.send(email), transport.send(email)]);
    transport.close();

    expect(await readdir(tempDir)).toHaveLength(3);
  });
});

describe("createMailTransport with an SMTP URL", () => {
  it("delivers over SMTP with the credentials in the URL", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "s3cret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    const port = await listenOnLoopback(server);
    const transport = createMailTransport({
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
      mailDir: tempDir,
      log: () => {},
    });

    try {
      await expect(transport.send(email)).resolves.toEqual({ delivered: "smtp" });
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }

    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`Subject: ${email.subject}`);
    expect(received[0]).toContain("consultation.ics");
    expect(await readdir(tempDir)).toHaveLength(0);
  });

  it("rejects when the server refuses the recipient", async () => {
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const port = await listenOnLoopback(server);
    const transport = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: tempDir,
      log: () => {},
    });

    try {
      await expect(transport.send(email)).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("rejects when nothing listens on the port", async () => {
    const port = await findClosedPort();
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

async function listenOnLoopback(server: SMTPServer): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.server.address() as AddressInfo).port;
}

/** A port that was free a moment ago: listen on port 0, note what the system gave, then close. */
async function findClosedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
