/**
 * The state of the five-step funnel (spec.md section 4 "Lead funnel"): the values and the step,
 * kept in local storage on every change; validation of the current step's own fields on every
 * change; and the submit, with the spam guards, the idempotent send and what follows it.
 *
 * A hook of our own rather than react-hook-form: the page's JavaScript budget has no room for it
 * (docs/decisions/008-lead-funnel-state-without-a-form-library.md).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { toggled } from "~/components/ui/form-fields";
import { toast } from "~/components/ui/toast";
import type { FunnelCopy } from "~/content/contact";
import { leadRequestSchemas } from "~/content/validation";
import { useLocale } from "~/use-locale";
import { useFunnelCopy } from "./copy";
import {
  HONEYPOT_FIELD,
  type LeadFormValues,
  type LeadRequest,
  type Territory,
  leadFormDefaults,
  leadFunnelSteps,
  spamLogMessages,
  spamVerdict,
  stepIndexOfField,
  stepSchema,
} from "~/domain/lead-request";
import { fieldErrors } from "~/domain/validation";
import { type PostOutcome, newIdempotencyKey, postJson } from "../post-json";
import { campaignOfVisit, visitorTimeZone } from "../campaign";
import { DRAFT_STORAGE_KEY, type FunnelProgress, restoreProgress, serializeDraft } from "./draft";
import { leadPayload, leadSubmitEvent, pushToDataLayer } from "./submission";

/** Room above the funnel after a step change, below the sticky header (spec.md section 9). */
const STEP_SCROLL_OFFSET_PX = 80;
const HEADING_FOCUS = "heading";

type Errors = Record<string, string>;
/** What gets focus once a step is shown: its heading, or the first field with a problem. */
type Arrival = { focus: typeof HEADING_FOCUS | string };

function readDraft(): string | null {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null; // Storage disabled: the funnel still works, it just cannot remember.
  }
}

function writeDraft(draft: string | null) {
  try {
    if (draft === null) window.localStorage.removeItem(DRAFT_STORAGE_KEY);
    else window.localStorage.setItem(DRAFT_STORAGE_KEY, draft);
  } catch {
    // Full or disabled storage: keeping the draft is a comfort, not a requirement.
  }
}

function firstErrorField(stepIndex: number, errors: Errors): string {
  return leadFunnelSteps[stepIndex]?.fields.find((field) => errors[field]) ?? HEADING_FOCUS;
}

function failureReason(
  outcome: Exclude<PostOutcome, { kind: "ok" | "invalid" }>,
  { failure }: Pick<FunnelCopy, "failure">,
): string {
  switch (outcome.kind) {
    case "unreachable":
      return failure.unreachable;
    case "server-error":
      return failure.serverError;
    case "refused": {
      if (outcome.status !== 429) return outcome.error || failure.unreachable;
      const minutes = Math.ceil((outcome.retryAfterSeconds ?? 60) / 60);
      return `${failure.rateLimited} ${failure.retryIn(minutes)}`;
    }
  }
}

/**
 * The server's signed word of when it served the form (ADR 013). The page is prerendered, so the
 * form asks for it once it runs; the same as when the server rendered the page, a moment later.
 */
async function requestFormToken(): Promise<string> {
  const response = await fetch("/api/leads/form-token", { cache: "no-store" });
  if (!response.ok) throw new Error(`GET /api/leads/form-token answered ${response.status}`);
  const { formToken } = (await response.json()) as { formToken: unknown };
  if (typeof formToken !== "string") throw new Error("GET /api/leads/form-token sent no token");
  return formToken;
}

export function useLeadFunnel(onSaved: (lead: LeadRequest) => void) {
  const funnelCopy = useFunnelCopy();
  const locale = useLocale();
  const [{ values, stepIndex }, setProgress] = useState<FunnelProgress>({
    values: leadFormDefaults,
    stepIndex: 0,
  });
  const [ready, setReady] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const funnelRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formLoadedAt = useRef(0);
  const formToken = useRef<Promise<string> | null>(null);
  // The attempt the visitor last sent. "Try again" with unchanged answers resends it as it was,
  // key included, so that an attempt whose answer was lost is not stored twice.
  const lastAttempt = useRef<{ key: string; payload: object } | null>(null);

  // On hydration: the saved draft, this visit's campaign parameters, and the clock for
  // timeToComplete. Local storage exists only in the browser, so the server renders the empty
  // form and this effect, the first thing to run in the browser, fills it in.
  useEffect(() => {
    formToken.current = requestFormToken();
    // A failure is met at submit, which asks again; until then it is no one's business.
    formToken.current.catch(() => undefined);
    const campaign = campaignOfVisit(window.location.search, document.referrer);
    let progress: FunnelProgress;
    try {
      progress = restoreProgress(readDraft(), campaign);
    } catch (error) {
      console.warn("The saved lead request draft could not be read; starting a new one.", error);
      writeDraft(null);
      progress = restoreProgress(null, campaign);
    }
    formLoadedAt.current = Date.now();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above: once, on hydration
    setProgress(progress);
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready) writeDraft(serializeDraft({ values, stepIndex }));
  }, [ready, values, stepIndex]);

  useEffect(() => {
    if (!arrival) return;
    const funnel = funnelRef.current;
    if (arrival.focus === HEADING_FOCUS) {
      if (funnel) {
        const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({
          top: funnel.getBoundingClientRect().top + window.scrollY - STEP_SCROLL_OFFSET_PX,
          behavior: reduceMotion ? "instant" : "smooth",
        });
      }
      headingRef.current?.focus({ preventScroll: true });
    } else {
      funnel?.querySelector<HTMLElement>(`[name="${arrival.focus}"]`)?.focus();
    }
  }, [arrival]);

  const stepErrors = useMemo<Errors>(() => {
    const result = stepSchema(stepIndex, leadRequestSchemas[locale]).safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  }, [values, stepIndex, locale]);

  /** A field's message: the server's until the field changes, else the rule's once it was changed or checked. */
  function errorOf(field: keyof LeadFormValues): string | undefined {
    return serverErrors[field] ?? (touched.has(field) ? stepErrors[field] : undefined);
  }

  function setField<Field extends keyof LeadFormValues>(field: Field, value: LeadFormValues[Field]) {
    setProgress((progress) => ({ ...progress, values: { ...progress.values, [field]: value } }));
    setTouched((fields) => new Set(fields).add(field));
    setServerErrors(({ [field]: _replaced, ...others }) => others);
    lastAttempt.current = null;
  }

  function toggleTerritory(territory: string, checked: boolean) {
    setField("territories", toggled(values.territories, territory as Territory, checked));
  }

  function goToStep(index: number, focus: Arrival["focus"] = HEADING_FOCUS) {
    setProgress((progress) => ({ ...progress, stepIndex: index }));
    setArrival({ focus });
  }

  /** True when the current step's own fields are valid; otherwise shows their messages. */
  function checkStep(): boolean {
    if (Object.keys(stepErrors).length === 0) return true;
    setTouched((fields) => new Set([...fields, ...leadFunnelSteps[stepIndex]!.fields]));
    setArrival({ focus: firstErrorField(stepIndex, stepErrors) });
    return false;
  }

  /** Messages from the full schema or the server: shown on the first step that has one. */
  function showErrors(errors: Errors, fallback: string) {
    const steps = Object.keys(errors)
      .map(stepIndexOfField)
      .filter((index) => index >= 0);
    if (steps.length === 0) {
      setFailure(Object.values(errors).join(" ") || fallback);
      return;
    }
    const first = Math.min(...steps);
    setServerErrors(errors);
    goToStep(first, firstErrorField(first, errors));
  }

  function reportFailure(reason: string) {
    setFailure(reason);
    toast(funnelCopy.toast, "error");
    setArrival({ focus: "retry" });
  }

  async function submit(form: HTMLFormElement) {
    if (sending || !checkStep()) return;
    const now = Date.now();
    const honeypot = form.elements.namedItem(HONEYPOT_FIELD);
    const verdict = spamVerdict({
      company_website: honeypot instanceof HTMLInputElement ? honeypot.value : "",
      timeToComplete: now - formLoadedAt.current,
    });
    if (verdict) {
      console.warn(spamLogMessages[verdict]);
      return;
    }
    setSending(true);
    setFailure(null);
    let attempt = lastAttempt.current;
    if (!attempt) {
      try {
        formToken.current = formToken.current ?? requestFormToken();
        const token = await formToken.current;
        attempt = {
          key: newIdempotencyKey(),
          payload: leadPayload(values, token, formLoadedAt.current, now, visitorTimeZone()),
        };
      } catch (error) {
        console.error("Could not get a form token", error);
        formToken.current = null; // asked for again at the next attempt
        setSending(false);
        reportFailure(funnelCopy.failure.unreachable);
        return;
      }
    }
    const parsed = leadRequestSchemas[locale].safeParse(attempt.payload);
    if (!parsed.success) {
      setSending(false);
      showErrors(fieldErrors(parsed.error), funnelCopy.failure.unreachable);
      return;
    }
    lastAttempt.current = attempt;
    const outcome = await postJson("/api/leads", attempt.payload, { idempotencyKey: attempt.key });
    setSending(false);
    switch (outcome.kind) {
      case "ok":
        writeDraft(null);
        pushToDataLayer(leadSubmitEvent(parsed.data));
        onSaved(parsed.data);
        return;
      case "invalid":
        lastAttempt.current = null;
        showErrors(outcome.fieldErrors, outcome.error);
        return;
      case "refused":
      case "unreachable":
      case "server-error":
        reportFailure(failureReason(outcome, funnelCopy));
        return;
    }
  }

  return {
    funnelRef,
    headingRef,
    values,
    stepIndex,
    ready,
    sending,
    failure,
    errorOf,
    setField,
    toggleTerritory,
    goToStep,
    next: () => checkStep() && goToStep(stepIndex + 1),
    previous: () => goToStep(Math.max(0, stepIndex - 1)),
    submit,
  };
}
