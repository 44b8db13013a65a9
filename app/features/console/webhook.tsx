/**
 * /admin/webhooks/:id, one endpoint: its heading and state, its settings, what an owner can do to
 * it, and its recent deliveries, each with its latest attempts and the start of each answer (as
 * text: whatever the receiver sent is never interpreted). Times come from the loader, written in
 * Toronto.
 */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { PREVIOUS_SECRET_HOURS, type WebhookDeliveryStatus } from "~/domain/webhook-endpoints";
import { Details, type Instant, Section, Time } from "./lead/record";
import { type EndpointView, EndpointStateBadge, linkClass, pendingLabel } from "./webhooks";

export interface EndpointDetailView extends EndpointView {
  added: Instant;
  secretUnreadable: boolean;
  previousSecretUntil: Instant | null;
}

export interface AttemptView {
  id: number;
  started: Instant;
  /** "HTTP 500", or the kind of failure and its message when no answer came. */
  result: string;
  duration: string;
  /** The answer's first 2 KB, as the receiver sent them. */
  excerpt: string | null;
}

export interface DeliveryView {
  id: string;
  messageId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  statusLabel: string;
  attempts: number;
  /** When the change it reports was made. */
  occurred: Instant;
  /** When a waiting delivery is tried next. */
  nextAttempt: Instant | null;
  delivered: Instant | null;
  canSendAgain: boolean;
  latestAttempts: AttemptView[];
}

export function EndpointHeading({ endpoint }: { endpoint: EndpointDetailView }) {
  return (
    <>
      <p className="mb-4">
        <Link to="/admin/webhooks" className={linkClass}>
          All webhooks
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-all text-slate-900">{endpoint.origin}</h1>
        <EndpointStateBadge disabled={endpoint.disabled !== null} />
      </div>
    </>
  );
}

export function EndpointSettings({ endpoint }: { endpoint: EndpointDetailView }) {
  return (
    <Section id="endpoint" title="Endpoint">
      <Details
        rows={[
          { label: "URL", value: <span className="break-all">{endpoint.url}</span> },
          {
            label: "Events",
            value: <span className="font-mono text-xs">{endpoint.eventTypes.join(", ")}</span>,
          },
          { label: "State", value: endpoint.disabled ?? "Enabled" },
          { label: "Added", value: <Time at={endpoint.added} /> },
          {
            label: "Last success",
            value: endpoint.lastSuccess ? <Time at={endpoint.lastSuccess} /> : "Never",
          },
          {
            label: "Failing since",
            value: endpoint.failingSince ? <Time at={endpoint.failingSince} /> : "Not failing",
          },
          {
            label: "Deliveries to make",
            value: pendingLabel(endpoint.pendingDeliveries, endpoint.disabled !== null),
          },
          { label: "Signing secret", value: <SecretState endpoint={endpoint} /> },
        ]}
      />
    </Section>
  );
}

function SecretState({ endpoint }: { endpoint: EndpointDetailView }) {
  if (endpoint.secretUnreadable)
    return (
      <strong className="text-danger-800">
        Sealed under another APP_SECRET: nothing can be signed until you replace it.
      </strong>
    );
  if (endpoint.previousSecretUntil)
    return (
      <>
        Replaced; the previous secret also signs until <Time at={endpoint.previousSecretUntil} />.
      </>
    );
  return "Set; shown only when it was made.";
}

/** One action: its button, and a line on what it does. */
function Action({ intent, children, button }: { intent: string; children: ReactNode; button: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <Form method="post" className="shrink-0">
        <input type="hidden" name="intent" value={intent} />
        {button}
      </Form>
      <p className="text-sm text-slate-700">{children}</p>
    </li>
  );
}

export function EndpointActions({ endpoint }: { endpoint: EndpointDetailView }) {
  const disabled = endpoint.disabled !== null;
  return (
    <Section id="endpoint-actions" title="Actions">
      <ul className="space-y-4">
        <Action
          intent="test"
          button={
            <Button type="submit" variant="secondary" size="sm">
              Send a test event
            </Button>
          }
        >
          A webhook.test event to this endpoint alone, even while it is disabled, to check that the receiver
          verifies the signature.
        </Action>
        {disabled ? (
          <Action
            intent="enable"
            button={
              <Button type="submit" size="sm">
                Enable
              </Button>
            }
          >
            It receives its events again, and the deliveries held meanwhile go out at once.
          </Action>
        ) : (
          <Action
            intent="disable"
            button={
              <Button type="submit" variant="secondary" size="sm">
                Disable
              </Button>
            }
          >
            It receives no new events; those waiting are held until it is enabled again.
          </Action>
        )}
        <Action
          intent="rotate-secret"
          button={
            <Button type="submit" variant="secondary" size="sm">
              Replace the signing secret
            </Button>
          }
        >
          A new secret, shown once. The current one keeps signing beside it for {PREVIOUS_SECRET_HOURS} hours,
          while the receiver switches. Asks for your password.
        </Action>
        <Action
          intent="remove"
          button={
            <Button type="submit" variant="danger" size="sm">
              Remove the endpoint
            </Button>
          }
        >
          It and its deliveries are deleted; the audit log keeps that it existed. Asks for your password.
        </Action>
      </ul>
    </Section>
  );
}

const statusBadge: Record<WebhookDeliveryStatus, string> = {
  pending: "bg-warning-100 text-warning-950",
  succeeded: "bg-brand-100 text-brand-950",
  failed: "bg-danger-100 text-danger-950",
};

export function Deliveries({ deliveries, shown }: { deliveries: DeliveryView[]; shown: number }) {
  return (
    <Section id="deliveries" title="Recent deliveries">
      {deliveries.length === 0 ? (
        <p className="text-slate-700">No event has been sent to it yet.</p>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-700">
            The last {shown}, newest first. Each event keeps its webhook-id on every attempt, so that the
            receiver can recognise one it already has.
          </p>
          <ol className="space-y-4">
            {deliveries.map((delivery) => (
              <Delivery key={delivery.id} delivery={delivery} />
            ))}
          </ol>
        </>
      )}
    </Section>
  );
}

function Delivery({ delivery }: { delivery: DeliveryView }) {
  const times = [
    { label: "Event of", at: delivery.occurred },
    ...(delivery.nextAttempt ? [{ label: "Next attempt", at: delivery.nextAttempt }] : []),
    ...(delivery.delivered ? [{ label: "Delivered", at: delivery.delivered }] : []),
  ];
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-mono text-sm font-semibold text-slate-900">{delivery.eventType}</h3>
          <p className="font-mono text-xs break-all text-slate-600">{delivery.messageId}</p>
        </div>
        {delivery.canSendAgain ? (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="deliveryId" value={delivery.id} />
            <Button type="submit" variant="secondary" size="sm">
              Send again<span className="sr-only"> {delivery.messageId}</span>
            </Button>
          </Form>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <span
          className={`mr-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${statusBadge[delivery.status]}`}
        >
          {delivery.statusLabel}
        </span>
        {delivery.attempts === 1 ? "1 attempt" : `${delivery.attempts} attempts`}
        {times.map((time) => (
          <span key={time.label}>
            {" · "}
            {time.label} <Time at={time.at} />
          </span>
        ))}
      </p>
      {delivery.latestAttempts.length > 0 ? (
        <>
          <h4 className="mt-3 text-sm font-semibold text-slate-900">
            {delivery.latestAttempts.length < delivery.attempts
              ? `Its last ${delivery.latestAttempts.length} attempts, newest first`
              : "Its attempts, newest first"}
          </h4>
          <ol className="mt-1 space-y-2">
            {delivery.latestAttempts.map((attempt) => (
              <Attempt key={attempt.id} attempt={attempt} />
            ))}
          </ol>
        </>
      ) : null}
    </li>
  );
}

function Attempt({ attempt }: { attempt: AttemptView }) {
  return (
    <li className="text-sm text-slate-800">
      <Time at={attempt.started} /> · <span className="font-semibold">{attempt.result}</span> ·{" "}
      {attempt.duration}
      {attempt.excerpt ? (
        <>
          <span className="sr-only">. The start of its answer:</span>
          {/* Focusable: the keyboard scrolls a long answer too. */}
          <pre
            tabIndex={0}
            className="mt-1 max-h-48 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-2 font-mono text-xs break-all whitespace-pre-wrap text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {attempt.excerpt}
          </pre>
        </>
      ) : null}
    </li>
  );
}
