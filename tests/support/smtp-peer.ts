/** A real SMTP server on 127.0.0.1 for tests (the smtp-server package), keeping what it receives. */
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface SmtpPeer {
  port: number;
  url: string;
  /** The raw RFC 822 messages received, in order. */
  received: string[];
  close(): Promise<void>;
}

/** `options` adds to or overrides the peer's behaviour, e.g. `onAuth` or a refusing `onRcptTo`. */
export async function startSmtpPeer(port = 0, options: SMTPServerOptions = {}): Promise<SmtpPeer> {
  const received: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    ...options,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where, for now, nothing listens. */
export async function unusedPort(): Promise<number> {
  const peer = await startSmtpPeer();
  await peer.close();
  return peer.port;
}
