/**
 * An endpoint's signing secret (ADR 038 §8): 32 random bytes shown once as `whsec_` and base64, as
 * the Standard Webhooks specification writes them, and stored sealed with AES-256-GCM under a key
 * derived from the server's secret (`keyFor("webhook-signing-secret")`), with the endpoint's id as
 * additional data, so that neither a dump of the database nor a sealed secret copied to another
 * endpoint's row can sign.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/** The use the key is derived for; another use's key (the form tokens') opens nothing here. */
export const WEBHOOK_SECRET_KEY_USE = "webhook-signing-secret";

const FORMAT = "v1";
const IV_BYTES = 12;

export interface SealedWebhookSecret {
  sealed: string;
  /** Names the key that sealed it, so that a secret sealed under another APP_SECRET is reported as such. */
  keyId: string;
}

/** Thrown when a sealed secret cannot be opened: another server secret, another endpoint, or damage. */
export class UnreadableWebhookSecret extends Error {
  constructor(readonly reason: "other-key" | "damaged") {
    super(
      reason === "other-key"
        ? "The signing secret was sealed under another APP_SECRET: rotate the endpoint's secret"
        : "The signing secret cannot be opened: rotate the endpoint's secret",
    );
  }
}

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64")}`;
}

export function webhookSecretKeyId(key: Buffer): string {
  return createHmac("sha256", key).update("webhook signing secret key id").digest("hex").slice(0, 8);
}

export function sealWebhookSecret(key: Buffer, endpointId: string, secret: string): SealedWebhookSecret {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(additionalData(endpointId));
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString("base64url"));
  return { sealed: [FORMAT, ...parts].join("."), keyId: webhookSecretKeyId(key) };
}

export function openWebhookSecret(key: Buffer, endpointId: string, stored: SealedWebhookSecret): string {
  if (stored.keyId !== webhookSecretKeyId(key)) throw new UnreadableWebhookSecret("other-key");
  const [format, iv, ciphertext, tag, ...rest] = stored.sealed.split(".");
  if (
    format !== FORMAT ||
    iv === undefined ||
    ciphertext === undefined ||
    tag === undefined ||
    rest.length > 0
  )
    throw new UnreadableWebhookSecret("damaged");
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(additionalData(endpointId));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new UnreadableWebhookSecret("damaged");
  }
}

function additionalData(endpointId: string): Buffer {
  return Buffer.from(`webhook-endpoint:${endpointId}`, "utf8");
}
