/**
 * Which URLs a webhook endpoint may have (issue 25 item 3): https, or http only to a host the
 * server's WEBHOOK_ALLOWED_HOSTS lists (local tests); no user name or password in it; at most 2,000
 * characters. Checked when an owner adds an endpoint, and again before every request: the address
 * the name resolves to is checked at connect time by the client (app/server/webhooks/http.server.ts).
 */
export const WEBHOOK_URL_MAX_LENGTH = 2_000;

export type WebhookUrlCheck = { ok: true; url: URL } | { ok: false; message: string };

export function checkWebhookUrl(text: string, allowedHosts: readonly string[]): WebhookUrlCheck {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, message: "Enter the URL of the receiver." };
  if (trimmed.length > WEBHOOK_URL_MAX_LENGTH)
    return { ok: false, message: `The URL is longer than ${WEBHOOK_URL_MAX_LENGTH} characters.` };
  if (!URL.canParse(trimmed))
    return { ok: false, message: "This is not a URL: enter one like https://hooks.example.com/maplewise." };
  const url = new URL(trimmed);
  if (url.username || url.password)
    return {
      ok: false,
      message: "Take the user name and password out of the URL: the signature proves the sender.",
    };
  if (url.hash) return { ok: false, message: "Take the #fragment out of the URL: it is never sent." };
  const allowed = allowedHosts.includes(url.hostname);
  if (url.protocol === "https:" || (url.protocol === "http:" && allowed)) return { ok: true, url };
  if (url.protocol === "http:")
    return {
      ok: false,
      message: "Use https: webhooks carry personal information and are never sent in clear.",
    };
  return { ok: false, message: "Use an https:// URL." };
}
