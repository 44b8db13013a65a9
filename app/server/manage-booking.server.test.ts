import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "~/entry.server";
import { loggerContext } from "./context.server";
import type { Database } from "./db/client.server";
import { manageBookingPage } from "./manage-booking.server";
import { capturedLogger } from "../../tests/support/captured-logger";

/** A database whose connection is refused, as when PostgreSQL restarts. */
const refusingDatabase = {
  select() {
    throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      syscall: "connect",
    });
  },
} as unknown as Database;

describe("a booking's page with the database away", () => {
  const { lines, logger } = capturedLogger();
  const page = manageBookingPage({
    db: refusingDatabase,
    now: () => new Date("2026-11-20T15:00:00Z"),
    salesInbox: "sales@example.com",
    siteUrl: "https://www.example.com",
    onMailQueued: () => undefined,
    logger,
  });
  const id = "0b0f6a8e-3c1d-4f5a-9b2e-7d8c9e0f1a2b";

  it.each([
    ["showing the booking", () => page.view(id, "token")],
    ["cancelling it", () => page.cancel(id, "token", { reason: "Found another agency" })],
  ])("answers 503 with Retry-After when %s, as the API does", async (_case, work) => {
    const thrown = await work().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect((thrown as Response).headers.get("Retry-After")).toBe("5");
    expect(lines.at(-1)).toContain("Database unavailable: answered 503");
  });
});

describe("React Router's errors", () => {
  it("go to the server's log with their code and the path, not the data their message quotes", () => {
    const { lines, logger } = capturedLogger();
    const failedQuery = Object.assign(
      new Error('Failed query: insert into "email_outbox" ... params: ada@example.com,Ada Lovelace'),
      { code: "23514", constraint: "email_outbox_content_check" },
    );
    handleError(failedQuery, {
      request: new Request("https://www.example.com/bookings/0b0f?token=secret-token", { method: "POST" }),
      context: new RouterContextProvider(new Map([[loggerContext, logger]])),
    });
    const line = lines.join("");
    expect(line).toContain("Page request failed");
    expect(line).toContain('"path":"/bookings/0b0f"');
    expect(line).toContain("email_outbox_content_check");
    for (const secret of ["ada@example.com", "Ada Lovelace", "secret-token"])
      expect(line).not.toContain(secret);
  });
});
