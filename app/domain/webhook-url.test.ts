import { describe, expect, it } from "vitest";
import { checkWebhookUrl, WEBHOOK_URL_MAX_LENGTH } from "./webhook-url";

describe("a webhook endpoint's URL", () => {
  it("is https, kept as the parser writes it", () => {
    const check = checkWebhookUrl("  https://hooks.example.com/maplewise?token=abc ", []);
    expect(check).toMatchObject({ ok: true });
    expect(check.ok && check.url.href).toBe("https://hooks.example.com/maplewise?token=abc");
  });

  it("is http only to an allowed host", () => {
    expect(checkWebhookUrl("http://127.0.0.1:4100/hook", ["127.0.0.1"]).ok).toBe(true);
    expect(checkWebhookUrl("http://127.0.0.1:4100/hook", [])).toEqual({
      ok: false,
      message: "Use https: webhooks carry personal information and are never sent in clear.",
    });
    expect(checkWebhookUrl("http://hooks.example.com/", ["127.0.0.1"]).ok).toBe(false);
  });

  it("refuses what is not a URL, other schemes, credentials, fragments and absurd lengths", () => {
    for (const text of [
      "",
      "   ",
      "hooks.example.com",
      "ftp://hooks.example.com/",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "https://user:pass@hooks.example.com/",
      "https://hooks.example.com/#x",
      `https://hooks.example.com/${"a".repeat(WEBHOOK_URL_MAX_LENGTH)}`,
      "https://[fe80::1%25eth0]/",
      "https://256.0.0.1/",
      "https://ex\u0000ample.com/",
    ]) {
      expect(checkWebhookUrl(text, ["127.0.0.1"]), text).toMatchObject({ ok: false });
    }
  });
});
