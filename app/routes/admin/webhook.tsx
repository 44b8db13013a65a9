/**
 * One webhook endpoint (issue 25, ADR 038 §9): its settings and state, its recent deliveries with
 * their attempts and the start of each answer, and what an owner can do to it: send a delivery
 * again, send a test event, enable or disable it, replace its signing secret (the new one shown
 * once, from the action's answer alone) and remove it. Replacing the secret and removing need the
 * password (or a code) given within the last 10 minutes (PasswordCheck, ADR 028): either would
 * let whoever holds a stolen session cut the CRM off or receive its events. The screen's sections
 * are in features/console/webhook.tsx.
 */
import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { uuidField } from "~/domain/ids";
import { CONFIRM_PASSWORD_INTENT } from "~/domain/staff";
import { formatTorontoInstant, torontoTime } from "~/domain/time";
import { consoleMeta } from "~/features/console/meta";
import { PasswordCheck, passwordCheckShown } from "~/features/console/password-check";
import { shouldRevalidateAfterSave, useSettledAnswer } from "~/features/console/saving";
import { FormProblems, Notice, Refusal, SavingFieldset } from "~/features/console/ui";
import { Deliveries, EndpointActions, EndpointHeading, EndpointSettings } from "~/features/console/webhook";
import {
  deliveryStatusLabels,
  disabledReasonLabels,
  webhookEventLabel,
} from "~/features/console/webhook-labels";
import { NewSigningSecret, REMOVED_NOTICE } from "~/features/console/webhooks";
import { staffRequest } from "~/server/console/access.server";
import { idParam, readForm, refused, succeeded } from "~/server/console/forms.server";
import {
  answerPasswordConfirmation,
  type PasswordCheckAnswer,
  recentlyAuthenticated,
  requireRecentAuthentication,
} from "~/server/console/recent-authentication.server";
import {
  type AttemptView,
  disableEndpoint,
  enableEndpoint,
  endpointDetail,
  RECENT_DELIVERIES,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  webhookServicesOf,
} from "~/server/webhooks/endpoints.server";
import type { Route } from "./+types/webhook";
import { WEBHOOK_GIVE_UP_HOURS } from "~/domain/webhook-delivery";

export const meta: Route.MetaFunction = ({ data: loaderData }) =>
  consoleMeta(loaderData ? `Webhook: ${loaderData.endpoint.origin}` : "Webhook");

const NO_SUCH_ENDPOINT = "No such webhook endpoint.";

function attemptView(attempt: AttemptView) {
  return {
    id: attempt.id,
    started: torontoTime(attempt.startedAt),
    result:
      attempt.statusCode !== null
        ? `HTTP ${attempt.statusCode}`
        : [attempt.errorKind ?? "no answer", attempt.errorMessage].filter(Boolean).join(": "),
    duration:
      attempt.durationMs < 1000 ? `${attempt.durationMs} ms` : `${(attempt.durationMs / 1000).toFixed(1)} s`,
    excerpt: attempt.responseExcerpt,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { services, session } = staffRequest(args.context);
  const detail = await endpointDetail(
    webhookServicesOf(args.context),
    idParam(args.params.id, NO_SUCH_ENDPOINT),
  );
  if (!detail) throw data(NO_SUCH_ENDPOINT, { status: 404 });
  return {
    passwordCheckDue: !recentlyAuthenticated(session, services.now()),
    recentDeliveries: RECENT_DELIVERIES,
    endpoint: {
      id: detail.id,
      origin: detail.origin,
      url: detail.url,
      eventTypes: detail.eventTypes,
      disabled: detail.disabled ? disabledReasonLabels[detail.disabled.reason] : null,
      lastSuccess: detail.lastSuccessAt ? torontoTime(detail.lastSuccessAt) : null,
      failingSince: detail.failingSince ? torontoTime(detail.failingSince) : null,
      pendingDeliveries: detail.pendingDeliveries,
      added: torontoTime(detail.createdAt),
      secretUnreadable: detail.secretUnreadable,
      previousSecretUntil: detail.previousSecretUntil ? torontoTime(detail.previousSecretUntil) : null,
    },
    deliveries: detail.deliveries.map((delivery) => ({
      id: delivery.id,
      messageId: delivery.messageId,
      eventType: webhookEventLabel(delivery.eventType),
      status: delivery.status,
      statusLabel: deliveryStatusLabels[delivery.status],
      attempts: delivery.attempts,
      occurred: torontoTime(delivery.occurredAt),
      nextAttempt: delivery.status === "pending" ? torontoTime(delivery.nextAttemptAt) : null,
      delivered: delivery.succeededAt ? torontoTime(delivery.succeededAt) : null,
      canSendAgain: delivery.canSendAgain,
      latestAttempts: delivery.latestAttempts.map(attemptView),
    })),
  };
}

/** A new signing secret is in this answer and nowhere else. */
type WebhookAnswer = PasswordCheckAnswer & { newSecret?: string };

/**
 * What a stolen session must not do alone: cut the receiver off, or take a secret that signs. The
 * other changes can be undone, or only send again.
 */
const NEEDS_PASSWORD = new Set(["rotate-secret", "remove"]);

const resendSchema = z.object({ deliveryId: uuidField("Choose a delivery to send again.") });

const resendRefusals = {
  "not-found": "That delivery is no longer this endpoint's.",
  succeeded: "That delivery succeeded: there is nothing to send again.",
  "not-attempted": "That delivery has not been tried yet: it goes out on its own.",
  pruned: "That event's content was removed after the retention period: it can no longer be sent.",
} as const;

export async function action(args: Route.ActionArgs) {
  const request = staffRequest(args.context);
  const services = webhookServicesOf(args.context);
  const by = { staffId: request.staff.id, actor: request.staff.email, ipAddress: request.ip };
  const endpointId = idParam(args.params.id, NO_SUCH_ENDPOINT);
  const { intent } = await readForm(args.request.clone(), z.object({}));
  if (intent === CONFIRM_PASSWORD_INTENT)
    return answerPasswordConfirmation<WebhookAnswer>(request, args.request);
  if (NEEDS_PASSWORD.has(intent)) {
    const passwordCheck = requireRecentAuthentication<WebhookAnswer>(request);
    if (passwordCheck) return passwordCheck;
  }
  const notFound = () => data(NO_SUCH_ENDPOINT, { status: 404 });
  switch (intent) {
    case "test":
      if ((await sendTestEvent(services, endpointId, by)) === "not-found") throw notFound();
      return succeeded<WebhookAnswer>("Test event queued: it goes out within a few seconds.");
    case "enable":
    case "disable": {
      const change = intent === "enable" ? enableEndpoint : disableEndpoint;
      const outcome = await change(services, endpointId, by);
      if (outcome === "not-found") throw notFound();
      if (outcome === "unchanged")
        return refused<WebhookAnswer>({
          form: intent === "enable" ? "It is already enabled." : "It is already disabled.",
        });
      return succeeded<WebhookAnswer>(
        intent === "enable"
          ? "Enabled: the deliveries held meanwhile go out now."
          : "Disabled: its deliveries are held until it is enabled again.",
      );
    }
    case "rotate-secret": {
      const rotated = await rotateSecret(services, endpointId, by);
      if (rotated === "not-found") throw notFound();
      return succeeded<WebhookAnswer>(
        rotated.previousUntil
          ? `Signing secret replaced. The previous one also signs until ${formatTorontoInstant(rotated.previousUntil)}: copy the new one into the receiver before then.`
          : "Signing secret replaced. The previous one could not be opened, so it no longer signs: copy the new one into the receiver now.",
        { newSecret: rotated.secret },
      );
    }
    case "remove":
      if ((await removeEndpoint(services, endpointId, by)) === "not-found") throw notFound();
      throw redirect(`/admin/webhooks?done=${REMOVED_NOTICE}`, 303);
    case "resend": {
      const form = await readForm(args.request, resendSchema);
      if (!form.ok) return refused<WebhookAnswer>({ form: Object.values(form.fieldErrors)[0]! });
      const outcome = await resendDelivery(services, endpointId, form.data.deliveryId, by);
      if (outcome !== "done") return refused<WebhookAnswer>({ form: resendRefusals[outcome] });
      return succeeded<WebhookAnswer>(
        `Queued again under the same webhook-id: it goes out within a few seconds (held while the endpoint is disabled), and is retried for ${WEBHOOK_GIVE_UP_HOURS} hours.`,
      );
    }
    default:
      return refused<WebhookAnswer>({ form: "Unknown action." });
  }
}

export const shouldRevalidate = shouldRevalidateAfterSave;

export default function Webhook({ loaderData, actionData }: Route.ComponentProps) {
  const { answer, saving } = useSettledAnswer(actionData as WebhookAnswer | undefined);
  const askForPassword = passwordCheckShown(loaderData.passwordCheckDue, answer);
  return (
    <>
      <EndpointHeading endpoint={loaderData.endpoint} />
      {askForPassword ? (
        <PasswordCheck answer={answer} changes="a new signing secret or remove the endpoint" />
      ) : null}
      {answer?.done ? <Notice>{answer.done}</Notice> : null}
      {!askForPassword && answer?.message ? <Refusal className="mb-6">{answer.message}</Refusal> : null}
      {answer?.newSecret ? <NewSigningSecret secret={answer.newSecret} /> : null}
      <FormProblems errors={answer?.fieldErrors.form ? answer.fieldErrors : undefined} />
      <SavingFieldset saving={saving} className="space-y-6">
        <EndpointSettings endpoint={loaderData.endpoint} />
        <EndpointActions endpoint={loaderData.endpoint} />
        <Deliveries deliveries={loaderData.deliveries} shown={loaderData.recentDeliveries} />
      </SavingFieldset>
    </>
  );
}
