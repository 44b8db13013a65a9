/**
 * Moving a booking from its own page: a date and a free time picked as on /book-a-call, then one
 * POST to the API's reschedule endpoint (docs/api.md). The page reloads the booking afterwards, so
 * what it shows is what the server stored.
 */
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import type { DaySlot } from "~/domain/slots";
import { type PostOutcome, newIdempotencyKey, pageLanguage, postJson } from "../post-json";

/** What the page does with the API's answer to a move. */
export type RescheduleReaction =
  | { kind: "moved" }
  /**
   * No answer, or our server failed: nothing says the move was refused. The choice stays, the
   * move button gets focus, and pressing it sends the same attempt, key included, so that a move
   * whose answer was lost is not made twice (docs/api.md, "retry the same request").
   */
  | { kind: "retry"; alert: string }
  /** The rules refuse this time (400): it stays chosen, and the visitor picks another. */
  | { kind: "choose-another"; alert: string }
  /** Taken meanwhile (409 slot-taken): the day is shown as it is now. */
  | { kind: "pick-again"; alert: string }
  /** Cancelled, too late, or refused otherwise: the booking is shown as it is now. */
  | { kind: "reload-booking"; alert: string };

export function rescheduleReaction(
  outcome: PostOutcome,
  { failure }: { failure: string },
): RescheduleReaction {
  switch (outcome.kind) {
    case "ok":
      return { kind: "moved" };
    case "invalid":
      return {
        kind: "choose-another",
        alert: Object.values(outcome.fieldErrors)[0] ?? (outcome.error || failure),
      };
    case "refused":
      return outcome.code === "slot-taken"
        ? { kind: "pick-again", alert: outcome.error || failure }
        : { kind: "reload-booking", alert: outcome.error || failure };
    case "unreachable":
    case "server-error":
      return { kind: "retry", alert: failure };
  }
}

/**
 * `words` are the page's, in its language, from its loader: the page's script carries neither
 * language's copy (a booking's page has a JavaScript budget, DESIGN.md).
 */
export function useReschedule({
  id,
  token,
  words,
}: {
  id: string;
  token: string;
  words: { failure: string; toast: string };
}) {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [slots, setSlots] = useState<readonly DaySlot[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  // A new object for each failure, so that each one moves focus back to the move button.
  const [retryFocus, setRetryFocus] = useState<object | null>(null);
  const moveButton = useRef<HTMLButtonElement>(null);
  const latestRequest = useRef(0);
  // The move last sent and not answered for sure: "try again" resends it as it was, key included.
  const lastAttempt = useRef<{ key: string; date: string; timeSlot: string } | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    if (retryFocus) moveButton.current?.focus();
  }, [retryFocus]);

  async function loadSlots(day: string) {
    const request = ++latestRequest.current;
    setLoading(true);
    try {
      const response = await fetch(`/api/availability?date=${day}`, {
        headers: { "Accept-Language": pageLanguage() },
      });
      if (!response.ok) throw new Error(`GET /api/availability answered ${response.status}`);
      const next = ((await response.json()) as { slots: DaySlot[] }).slots;
      if (request === latestRequest.current) setSlots(next);
    } catch (error) {
      console.error("Could not load availability", error);
      if (request === latestRequest.current) {
        setSlots(null);
        setAlert(words.failure);
      }
    } finally {
      if (request === latestRequest.current) setLoading(false);
    }
  }

  function chooseDate(day: string) {
    if (day === date) return;
    setDate(day);
    setTime(null);
    setAlert(null);
    setMoved(false);
    lastAttempt.current = null;
    void loadSlots(day);
  }

  function chooseTime(slot: string) {
    setTime(slot);
    setAlert(null);
    setMoved(false);
    lastAttempt.current = null;
  }

  function refuse(message: string) {
    setAlert(message);
    toast(words.toast, "error");
  }

  async function submit() {
    if (saving || !date || !time) return;
    const attempt = lastAttempt.current ?? { key: newIdempotencyKey(), date, timeSlot: time };
    lastAttempt.current = attempt;
    setSaving(true);
    setAlert(null);
    const outcome = await postJson(
      `/api/bookings/${id}/reschedule?token=${encodeURIComponent(token)}`,
      { date: attempt.date, timeSlot: attempt.timeSlot },
      { idempotencyKey: attempt.key },
    );
    setSaving(false);
    const reaction = rescheduleReaction(outcome, words);
    if (reaction.kind !== "retry") lastAttempt.current = null;
    switch (reaction.kind) {
      case "moved":
        setDate(null);
        setTime(null);
        setSlots(null);
        setMoved(true);
        await revalidator.revalidate();
        return;
      case "retry":
        refuse(reaction.alert);
        setRetryFocus({});
        return;
      case "choose-another":
        refuse(reaction.alert);
        return;
      case "pick-again":
        refuse(reaction.alert);
        setTime(null);
        void loadSlots(date);
        return;
      case "reload-booking":
        refuse(reaction.alert);
        setTime(null);
        await revalidator.revalidate();
        return;
    }
  }

  return { date, time, slots, loading, saving, alert, moved, moveButton, chooseDate, chooseTime, submit };
}
