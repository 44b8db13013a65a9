/**
 * Moving a booking from its own page: a date and a free time picked as on /book-a-call, then one
 * POST to the API's reschedule endpoint (docs/api.md). The page reloads the booking afterwards, so
 * what it shows is what the server stored.
 */
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { toast } from "~/components/ui/toast";
import { manageBooking } from "~/content/manage-booking";
import type { DaySlot } from "~/domain/slots";
import { newIdempotencyKey, postJson } from "../post-json";

export function useReschedule({ id, token }: { id: string; token: string }) {
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [slots, setSlots] = useState<readonly DaySlot[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  const latestRequest = useRef(0);
  const revalidator = useRevalidator();

  async function loadSlots(day: string) {
    const request = ++latestRequest.current;
    setLoading(true);
    try {
      const response = await fetch(`/api/availability?date=${day}`);
      if (!response.ok) throw new Error(`GET /api/availability answered ${response.status}`);
      const next = ((await response.json()) as { slots: DaySlot[] }).slots;
      if (request === latestRequest.current) setSlots(next);
    } catch (error) {
      console.error("Could not load availability", error);
      if (request === latestRequest.current) {
        setSlots(null);
        setAlert(manageBooking.reschedule.failure);
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
    void loadSlots(day);
  }

  function chooseTime(slot: string) {
    setTime(slot);
    setAlert(null);
    setMoved(false);
  }

  function refuse(message: string) {
    setAlert(message);
    toast(manageBooking.reschedule.toast, "error");
  }

  async function submit() {
    if (saving || !date || !time) return;
    setSaving(true);
    setAlert(null);
    const outcome = await postJson(
      `/api/bookings/${id}/reschedule?token=${encodeURIComponent(token)}`,
      { date, timeSlot: time },
      { idempotencyKey: newIdempotencyKey() },
    );
    setSaving(false);
    switch (outcome.kind) {
      case "ok":
        setDate(null);
        setTime(null);
        setSlots(null);
        setMoved(true);
        await revalidator.revalidate();
        return;
      case "invalid":
        refuse(Object.values(outcome.fieldErrors)[0] ?? outcome.error);
        return;
      case "refused":
        refuse(outcome.error || manageBooking.reschedule.failure);
        setTime(null);
        // Taken meanwhile: show the day as it is now. Cancelled or too late: show the booking as it is now.
        if (outcome.code === "slot-taken") void loadSlots(date);
        else await revalidator.revalidate();
        return;
      case "unreachable":
        refuse(manageBooking.reschedule.failure);
        return;
    }
  }

  return { date, time, slots, loading, saving, alert, moved, chooseDate, chooseTime, submit };
}
