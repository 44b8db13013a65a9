/**
 * What a local tool (`npm run slots`, `npm run staff`) may ask a running server, and how: one
 * line of JSON each way (ADR 019). Shared by the server's socket (server/control-socket.ts), the
 * commands it runs (slot-blocks.server.ts, console/staff-commands.server.ts) and the tools' client
 * (scripts/lib/control-client.ts).
 */
/** A command refused for what it was asked: its message goes back to the tool as it is. */
export class CommandRefused extends Error {}

/** A command's handler: its arguments as sent, its answer as it will be sent back (JSON). */
export type ControlCommand = (args: Record<string, unknown>) => Promise<unknown>;

export interface ControlRequest {
  command: string;
  args?: Record<string, unknown>;
}

export type ControlResponse = { ok: true; result: unknown } | { ok: false; error: string };

/** A request is a short line of JSON; anything longer is not a tool of ours. */
export const MAX_REQUEST_BYTES = 16 * 1024;
