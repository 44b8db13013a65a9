/** The states of an email in the outbox (app/server/outbox.server.ts), as the console filters them. */
export const EMAIL_STATES = ["pending", "sent", "failed"] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export function isEmailState(value: string): value is EmailState {
  return (EMAIL_STATES as readonly string[]).includes(value);
}
