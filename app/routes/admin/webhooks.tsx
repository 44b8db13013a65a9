/**
 * Owners' webhook endpoints (issue 25, ADR 038 §9): the list, and the form that adds one, after
 * which its signing secret is shown once, from the action's answer alone. An endpoint's deliveries
 * and its other changes are on its own page (webhook.tsx). The screen's sections are in
 * features/console/webhooks.tsx.
 */
import { data, Link } from "react-router";
import * as z from "zod/mini";
import { torontoTime } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { FormProblems, Notice, PageHeader, SavingFieldset } from "~/features/console/ui";
import { disabledReasonLabels } from "~/features/console/webhook-labels";
import {
  AddEndpointForm,
  Endpoints,
  linkClass,
  NewSigningSecret,
  REMOVED_NOTICE,
} from "~/features/console/webhooks";
import { staffRequest } from "~/server/console/access.server";
import { type FormAnswer, readForm, refused } from "~/server/console/forms.server";
import { addEndpoint, listEndpoints, webhookServicesOf } from "~/server/webhooks/endpoints.server";
import type { Route } from "./+types/webhooks";

export const meta: Route.MetaFunction = () => consoleMeta("Webhooks");

export async function loader(args: Route.LoaderArgs) {
  const { services } = staffRequest(args.context);
  const endpoints = await listEndpoints(services.db);
  return {
    removed: new URL(args.request.url).searchParams.get("done") === REMOVED_NOTICE,
    endpoints: endpoints.map((endpoint) => ({
      id: endpoint.id,
      origin: endpoint.origin,
      url: endpoint.url,
      eventTypes: endpoint.eventTypes,
      disabled: endpoint.disabled ? disabledReasonLabels[endpoint.disabled.reason] : null,
      lastSuccess: endpoint.lastSuccessAt ? torontoTime(endpoint.lastSuccessAt) : null,
      failingSince: endpoint.failingSince ? torontoTime(endpoint.failingSince) : null,
      pendingDeliveries: endpoint.pendingDeliveries,
    })),
  };
}

/** A new endpoint's secret is in this answer and nowhere else; a refusal gives back what was typed. */
type WebhooksAnswer = FormAnswer & {
  added?: { id: string; secret: string };
  typed?: { url: string; events: string[] };
};

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const by = { staffId: request.staff.id, actor: request.staff.email, ipAddress: request.ip };
  const form = await readForm(args.request.clone(), z.object({ url: z.optional(z.string()) }));
  if (form.intent !== "add") return refused<WebhooksAnswer>({ form: "Unknown action." });
  if (!form.ok) return refused<WebhooksAnswer>(form.fieldErrors);
  const events = (await args.request.formData())
    .getAll("events")
    .filter((value): value is string => typeof value === "string");
  const url = form.data.url ?? "";
  const outcome = await addEndpoint(webhookServicesOf(args.context), { url, eventTypes: events }, by);
  if (outcome.kind === "refused") {
    return data<WebhooksAnswer>(
      { fieldErrors: outcome.fieldErrors, typed: { url, events } },
      { status: 400 },
    );
  }
  return {
    fieldErrors: {},
    done: `Endpoint added for ${outcome.origin}. Copy its signing secret now: it will not be shown again.`,
    added: { id: outcome.id, secret: outcome.secret },
  } satisfies WebhooksAnswer;
}

export const shouldRevalidate = shouldRevalidateAfterSave;

export default function Webhooks({ loaderData, actionData }: Route.ComponentProps) {
  const { answer, saving } = useSettledAnswer(actionData as WebhooksAnswer | undefined);
  return (
    <>
      <PageHeader title="Webhooks" />
      <p className="-mt-2 mb-6 max-w-3xl text-slate-700">
        The agency&apos;s CRM or automations hear of each new lead and each booking change here, within
        seconds, signed so that they can tell the events are the site&apos;s.
      </p>
      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      {loaderData.removed && !answer ? <Notice>Endpoint removed, with its deliveries.</Notice> : null}
      {answer?.added ? (
        <>
          <NewSigningSecret secret={answer.added.secret} />
          <p className="-mt-4 mb-8">
            <Link to={`/admin/webhooks/${answer.added.id}`} className={linkClass}>
              Open the new endpoint&apos;s page
            </Link>{" "}
            to send it a test event.
          </p>
        </>
      ) : null}
      <FormProblems errors={answer?.fieldErrors} />
      <SavingFieldset saving={saving}>
        <Endpoints endpoints={loaderData.endpoints} />
        {/* A new form once an endpoint is added: what was typed for it is gone. */}
        <AddEndpointForm
          key={answer?.added?.id ?? "new"}
          errors={answer?.fieldErrors}
          typed={answer?.typed}
        />
      </SavingFieldset>
    </>
  );
}
