/**
 * The commands of `npm run webhooks`, run the same whether the tool opened the database itself or
 * sent them through a running server's control socket (ADR 019), as the local tool: whoever runs
 * them controls the server, so they are an owner's. Their answers are plain JSON (times as ISO
 * strings), as the socket carries them. A new signing secret is in the answer of `add` and
 * `rotate-secret` alone: the socket logs a command's name, never its answer.
 */
import { parseUuid } from "~/domain/ids";
import { LOCAL_TOOL } from "../console/accounts.server";
import { CommandRefused, type ControlCommand } from "../control-commands.server";
import {
  addEndpoint,
  disableEndpoint,
  enableEndpoint,
  listEndpoints,
  removeEndpoint,
  rotateSecret,
  sendTestEvent,
  type WebhookServices,
} from "./endpoints.server";

/** An endpoint as `npm run webhooks -- list` prints it. */
export interface ListedEndpoint {
  id: string;
  url: string;
  eventTypes: string[];
  /** "enabled", or "disabled (owner|failing|gone)". */
  state: string;
  lastSuccessAt: string | null;
  failingSince: string | null;
  pendingDeliveries: number;
}

/** What enable, disable, remove and test answer; enable and disable say whether it was already so. */
export interface EndpointCommandAnswer {
  id: string;
  changed?: boolean;
}

function endpointIdOf(value: unknown): string {
  const id = typeof value === "string" ? parseUuid(value) : undefined;
  if (id === undefined)
    throw new CommandRefused(
      `"${String(value)}" is not an endpoint's id: npm run webhooks -- list shows them.`,
    );
  return id;
}

function noSuchEndpoint(id: string): never {
  throw new CommandRefused(`No webhook endpoint has the id ${id}.`);
}

export function webhookCommands(services: WebhookServices): Record<string, ControlCommand> {
  /** Enabling or disabling, which may find the endpoint already so. */
  const toggle =
    (run: typeof enableEndpoint): ControlCommand =>
    async (args): Promise<EndpointCommandAnswer> => {
      const id = endpointIdOf(args.id);
      const outcome = await run(services, id, LOCAL_TOOL);
      if (outcome === "not-found") noSuchEndpoint(id);
      return { id, changed: outcome === "done" };
    };

  return {
    "webhooks.add": async (args) => {
      const events = Array.isArray(args.events)
        ? args.events.filter((event) => typeof event === "string")
        : [];
      const outcome = await addEndpoint(
        services,
        { url: typeof args.url === "string" ? args.url : "", eventTypes: events },
        LOCAL_TOOL,
      );
      if (outcome.kind === "refused") throw new CommandRefused(Object.values(outcome.fieldErrors).join(" "));
      return { id: outcome.id, origin: outcome.origin, secret: outcome.secret };
    },
    "webhooks.list": async (): Promise<ListedEndpoint[]> =>
      (await listEndpoints(services.db)).map((endpoint) => ({
        id: endpoint.id,
        url: endpoint.url,
        eventTypes: endpoint.eventTypes,
        state: endpoint.disabled ? `disabled (${endpoint.disabled.reason})` : "enabled",
        lastSuccessAt: endpoint.lastSuccessAt?.toISOString() ?? null,
        failingSince: endpoint.failingSince?.toISOString() ?? null,
        pendingDeliveries: endpoint.pendingDeliveries,
      })),
    "webhooks.enable": toggle(enableEndpoint),
    "webhooks.disable": toggle(disableEndpoint),
    "webhooks.remove": async (args): Promise<EndpointCommandAnswer> => {
      const id = endpointIdOf(args.id);
      if ((await removeEndpoint(services, id, LOCAL_TOOL)) === "not-found") noSuchEndpoint(id);
      return { id };
    },
    "webhooks.test": async (args): Promise<EndpointCommandAnswer> => {
      const id = endpointIdOf(args.id);
      if ((await sendTestEvent(services, id, LOCAL_TOOL)) === "not-found") noSuchEndpoint(id);
      return { id };
    },
    "webhooks.rotate-secret": async (args) => {
      const id = endpointIdOf(args.id);
      const outcome = await rotateSecret(services, id, LOCAL_TOOL);
      if (outcome === "not-found") noSuchEndpoint(id);
      return { id, secret: outcome.secret, previousUntil: outcome.previousUntil?.toISOString() ?? null };
    },
  };
}
