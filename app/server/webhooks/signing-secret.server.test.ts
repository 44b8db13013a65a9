import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import {
  UnreadableWebhookSecret,
  newWebhookSecret,
  openWebhookSecret,
  sealWebhookSecret,
} from "./signing-secret.server";

const key = randomBytes(32);
const endpointId = "5b0f3c1e-8d2a-4e7b-9c1d-2f3a4b5c6d7e";

describe("webhook signing secrets", () => {
  it("are 32 random bytes written as the Standard Webhooks library reads them", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    // The library accepts it and signs with it.
    expect(new Webhook(secret).sign("msg_1", new Date(0), "{}")).toMatch(/^v1,/);
  });

  it("open to what was sealed, and the sealed text does not contain the secret", () => {
    const secret = newWebhookSecret();
    const sealed = sealWebhookSecret(key, endpointId, secret);
    expect(sealed.sealed).not.toContain(secret.slice(6, 20));
    expect(sealed.sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openWebhookSecret(key, endpointId, sealed)).toBe(secret);
    // A fresh IV each time: sealing twice gives two different texts.
    expect(sealWebhookSecret(key, endpointId, secret).sealed).not.toBe(sealed.sealed);
  });

  it("do not open under another server secret, for another endpoint, or once damaged", () => {
    const sealed = sealWebhookSecret(key, endpointId, newWebhookSecret());
    const otherKey = randomBytes(32);
    expect(() => openWebhookSecret(otherKey, endpointId, sealed)).toThrow(
      expect.objectContaining({ reason: "other-key" }),
    );
    // The key id matches but the sealed text was made under another key: still refused.
    expect(() =>
      openWebhookSecret(otherKey, endpointId, {
        ...sealed,
        keyId: sealWebhookSecret(otherKey, endpointId, "x").keyId,
      }),
    ).toThrow(UnreadableWebhookSecret);
    expect(() => openWebhookSecret(key, "another-endpoint", sealed)).toThrow(
      expect.objectContaining({ reason: "damaged" }),
    );
    const [format, iv, ciphertext, tag] = sealed.sealed.split(".") as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, "base64url");
    flipped[0]! ^= 1;
    for (const damaged of [
      `${format}.${iv}.${flipped.toString("base64url")}.${tag}`,
      `${format}.${iv}.${ciphertext}`,
      `v2.${iv}.${ciphertext}.${tag}`,
      "",
    ]) {
      expect(() => openWebhookSecret(key, endpointId, { ...sealed, sealed: damaged })).toThrow(
        expect.objectContaining({ reason: "damaged" }),
      );
    }
  });
});
