import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { setImmediate as nextTurn } from "node:timers/promises";
import { RequestTurns } from "./request-turns";

const request = {} as Request;
const response = {} as Response;

describe("RequestTurns", () => {
  it("starts the requests in the order they came, each in a turn of its own", async () => {
    const turns = new RequestTurns();
    const events: string[] = [];
    const allStarted = new Promise<void>((resolve) => {
      for (const name of ["first", "second", "third"]) {
        turns.startInTurn(request, response, () => {
          events.push(`${name} starts`);
          // What the loop does after this turn (for the server, polling for connections) comes
          // before the next request starts.
          setImmediate(() => events.push(`the turn after ${name}`));
          if (name === "third") setImmediate(resolve);
        });
      }
      events.push("all three queued");
    });
    await allStarted;
    expect(events).toEqual([
      "all three queued",
      "first starts",
      "the turn after first",
      "second starts",
      "the turn after second",
      "third starts",
      "the turn after third",
    ]);
  });

  it("starts a request that comes after the queue emptied", async () => {
    const turns = new RequestTurns();
    await new Promise<void>((resolve) => turns.startInTurn(request, response, () => resolve()));
    await nextTurn();
    const started = await new Promise<string>((resolve) =>
      turns.startInTurn(request, response, () => resolve("started")),
    );
    expect(started).toBe("started");
  });

  it("lets background work go on at once when no request waits", async () => {
    const turns = new RequestTurns();
    let went = false;
    void turns.requestsFirst().then(() => (went = true));
    await Promise.resolve();
    expect(went).toBe(true);
  });

  it("holds background work until the waiting requests have started", async () => {
    const turns = new RequestTurns();
    const events: string[] = [];
    for (const name of ["first", "second"])
      turns.startInTurn(request, response, () => events.push(`${name} starts`));
    await turns.requestsFirst(60_000).then(() => events.push("background goes on"));
    expect(events).toEqual(["first starts", "second starts", "background goes on"]);
  });

  it("holds background work no longer than it was told, however many requests come", async () => {
    const turns = new RequestTurns();
    let started = 0;
    let coming = true;
    // Two visitors who send their next request as soon as one starts: the queue never empties.
    const visitor = () => {
      started++;
      if (coming) turns.startInTurn(request, response, visitor);
    };
    turns.startInTurn(request, response, visitor);
    turns.startInTurn(request, response, visitor);
    await turns.requestsFirst(50);
    coming = false;
    expect(started).toBeGreaterThan(2);
  });
});
