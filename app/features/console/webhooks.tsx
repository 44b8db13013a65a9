/**
 * /admin/webhooks: the endpoints (each with its receiver, events, state, last success and the
 * deliveries it has waiting), the form that adds one, and a new signing secret, shown once. The
 * endpoint's own page is in webhook.tsx; both show a state and a new secret the same way.
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { WEBHOOK_EVENT_TYPES } from "~/domain/webhook-events";
import { CheckboxGroupField, InputField } from "./fields";
import { type Instant, Time } from "./lead/record";
import { DataTable } from "./table";
import { webhookEventDescriptions } from "./webhook-labels";
import { WEBHOOK_GIVE_UP_HOURS } from "~/domain/webhook-delivery";

export interface EndpointView {
  id: string;
  origin: string;
  /** The whole URL: these pages are for owners only. */
  url: string;
  eventTypes: string[];
  /** Why it is disabled, in words; null while enabled. */
  disabled: string | null;
  lastSuccess: Instant | null;
  failingSince: Instant | null;
  pendingDeliveries: number;
}

export const linkClass = "font-semibold text-brand-800 underline";

/** `?done=` of the list, where an endpoint's page sends the browser once the endpoint is removed. */
export const REMOVED_NOTICE = "removed";

export function EndpointStateBadge({ disabled }: { disabled: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
        disabled ? "bg-danger-100 text-danger-950" : "bg-brand-100 text-brand-950"
      }`}
    >
      {disabled ? "Disabled" : "Enabled"}
    </span>
  );
}

/** Deliveries not yet made: waiting for the worker, or held while the endpoint is disabled. */
export function pendingLabel(pending: number, disabled: boolean): string {
  const deliveries = pending === 0 ? "None" : pending === 1 ? "1 delivery" : `${pending} deliveries`;
  return disabled ? `${deliveries} held until it is enabled` : `${deliveries} waiting`;
}

export function Endpoints({ endpoints }: { endpoints: EndpointView[] }) {
  return (
    <section aria-labelledby="endpoints" className="mb-10">
      <h2 id="endpoints" className="mb-3 text-lg font-bold text-slate-900">
        Endpoints
      </h2>
      <DataTable
        label="Webhook endpoints"
        caption="Webhook endpoints, oldest first"
        rows={endpoints}
        rowKey={(endpoint) => endpoint.id}
        empty={<p className="text-slate-700">No endpoint yet: add one below.</p>}
        columns={[
          {
            header: "Receiver",
            rowHeader: true,
            className: "min-w-64 font-normal",
            cell: (endpoint) => (
              <>
                <Link to={`/admin/webhooks/${endpoint.id}`} className={linkClass}>
                  {endpoint.origin}
                </Link>
                <span className="mt-1 block text-xs break-all text-slate-600">{endpoint.url}</span>
              </>
            ),
          },
          {
            header: "Events",
            cell: (endpoint) => (
              <ul>
                {endpoint.eventTypes.map((type) => (
                  <li key={type} className="font-mono text-xs whitespace-nowrap">
                    {type}
                  </li>
                ))}
              </ul>
            ),
          },
          {
            header: "State",
            className: "min-w-40",
            cell: (endpoint) => (
              <>
                <EndpointStateBadge disabled={endpoint.disabled !== null} />
                {endpoint.disabled ? (
                  <span className="mt-1 block text-slate-700">{endpoint.disabled}</span>
                ) : null}
              </>
            ),
          },
          {
            header: "Last success (Toronto)",
            className: "whitespace-nowrap",
            cell: (endpoint) => (endpoint.lastSuccess ? <Time at={endpoint.lastSuccess} /> : "Never"),
          },
          {
            header: "Failing since",
            className: "whitespace-nowrap",
            cell: (endpoint) => (endpoint.failingSince ? <Time at={endpoint.failingSince} /> : "—"),
          },
          {
            header: "Deliveries",
            className: "min-w-40",
            cell: (endpoint) => pendingLabel(endpoint.pendingDeliveries, endpoint.disabled !== null),
          },
        ]}
      />
    </section>
  );
}

const eventChoices = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: type,
  description: webhookEventDescriptions[type],
}));

export function AddEndpointForm({
  errors,
  typed,
}: {
  errors: Record<string, string> | undefined;
  /** What was sent, when it was refused: shown again so that nothing is lost without JavaScript. */
  typed: { url: string; events: string[] } | undefined;
}) {
  return (
    <section aria-labelledby="add-endpoint" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="add-endpoint" className="text-lg font-bold text-slate-900">
        Add an endpoint
      </h2>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Each event is sent as JSON to the receiver, signed with the endpoint&apos;s own secret (Standard
        Webhooks), and retried for {WEBHOOK_GIVE_UP_HOURS} hours until it answers with a 2xx status. Leads
        carry the person&apos;s answers: send them only to the agency&apos;s own tools.
      </p>
      <Form method="post" className="mt-4 space-y-5" noValidate>
        <InputField
          name="url"
          label="Receiver URL"
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          defaultValue={typed?.url}
          hint="An https:// address. Only owners see it whole; the audit log keeps its origin."
          error={errors?.url}
        />
        <CheckboxGroupField
          id="events"
          name="events"
          legend="Events to send"
          options={eventChoices}
          checked={typed?.events ?? []}
          error={errors?.events}
        />
        <Button type="submit" name="intent" value="add">
          Add endpoint
        </Button>
      </Form>
    </section>
  );
}

/** A signing secret just made: shown this once, then only its sealed copy exists. */
export function NewSigningSecret({ secret }: { secret: string }) {
  return (
    <section
      aria-labelledby="new-signing-secret"
      className="mb-8 rounded-xl border border-brand-200 bg-brand-50 p-5 text-sm text-brand-950"
    >
      <h2 id="new-signing-secret" className="text-base font-bold">
        The endpoint&apos;s signing secret
      </h2>
      <label htmlFor="signing-secret" className="mt-3 block font-semibold">
        Signing secret
      </label>
      <input
        id="signing-secret"
        type="text"
        readOnly
        value={secret}
        aria-describedby="signing-secret-hint"
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
      />
      <p id="signing-secret-hint" className="mt-2">
        Copy it now (select it, then Ctrl+C or ⌘C) into the receiver&apos;s settings: it verifies each
        event&apos;s webhook-signature header with it. It will not be shown again; if it is lost, replace it
        on the endpoint&apos;s page.
      </p>
    </section>
  );
}
