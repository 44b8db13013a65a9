import { describe, expect, it, vi } from "vitest";
import { postJson } from "./post-json";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function sender(...answers: (Response | Error)[]) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    if (next instanceof Error) throw next;
    return next;
  });
}

const noWait = vi.fn(async (_ms: number) => {});

describe("postJson", () => {
  it("sends JSON with the idempotency key and returns the answer of a 2xx", async () => {
    const send = sender(json(201, { id: "abc" }));
    const outcome = await postJson(
      "/api/leads",
      { name: "Ada" },
      { idempotencyKey: "key-12345", fetch: send },
    );
    expect(outcome).toEqual({ kind: "ok", status: 201, body: { id: "abc" } });
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe("/api/leads");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"Ada"}');
    // Outside a page (this test), the API is asked for English.
    expect(init?.headers).toEqual({
      "Content-Type": "application/json",
      "Accept-Language": "en-CA",
      "Idempotency-Key": "key-12345",
    });
  });

  it("retries network failures and 5xx answers with the same key and body, waiting longer each time", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const send = sender(new TypeError("Failed to fetch"), json(503, {}), json(201, { id: "x" }));
    const wait = vi.fn(async (_ms: number) => {});
    const outcome = await postJson(
      "/api/leads",
      { a: 1 },
      { idempotencyKey: "key-12345", fetch: send, wait },
    );
    expect(outcome.kind).toBe("ok");
    expect(send).toHaveBeenCalledTimes(3);
    const keys = send.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(new Set(keys)).toEqual(new Set(["key-12345"]));
    expect(new Set(send.mock.calls.map(([, init]) => init?.body))).toEqual(new Set(['{"a":1}']));
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it("gives up as a server error when the server answered the last try with a 5xx", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const send = sender(new TypeError("offline"), json(502, {}), json(500, {}));
    const outcome = await postJson("/x", {}, { idempotencyKey: "key-12345", fetch: send, wait: noWait });
    expect(outcome).toEqual({ kind: "server-error", status: 500 });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("gives up as unreachable when the last try had no answer", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const send = sender(json(500, {}), json(502, {}), new TypeError("offline"));
    const outcome = await postJson("/x", {}, { idempotencyKey: "key-12345", fetch: send, wait: noWait });
    expect(outcome).toEqual({ kind: "unreachable" });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("returns the field messages of a 400 without retrying", async () => {
    const send = sender(json(400, { error: "Some fields need attention.", fieldErrors: { email: "Bad" } }));
    const outcome = await postJson("/x", {}, { idempotencyKey: "key-12345", fetch: send, wait: noWait });
    expect(outcome).toEqual({
      kind: "invalid",
      error: "Some fields need attention.",
      fieldErrors: { email: "Bad" },
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("reports other refusals with their code and Retry-After, without retrying", async () => {
    const taken = await postJson(
      "/x",
      {},
      {
        idempotencyKey: "key-12345",
        fetch: sender(json(409, { error: "Taken", code: "slot-taken" })),
      },
    );
    expect(taken).toEqual({ kind: "refused", status: 409, error: "Taken", code: "slot-taken" });
    const limited = await postJson(
      "/x",
      {},
      {
        idempotencyKey: "key-12345",
        fetch: sender(json(429, { error: "Slow down" }, { "Retry-After": "120" })),
      },
    );
    expect(limited).toEqual({ kind: "refused", status: 429, error: "Slow down", retryAfterSeconds: 120 });
  });

  it("copes with an answer that is not JSON", async () => {
    const outcome = await postJson(
      "/x",
      {},
      {
        idempotencyKey: "key-12345",
        fetch: sender(new Response("<html>Forbidden</html>", { status: 403 })),
      },
    );
    expect(outcome).toEqual({ kind: "refused", status: 403, error: "" });
  });
});
