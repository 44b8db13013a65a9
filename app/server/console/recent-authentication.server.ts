/**
 * A security change needs the browser to have proved who it is within the last 10 minutes: the
 * password (at sign-in, or asked again here) or a TOTP code (ADR 028). A session left open on a
 * shared computer, or stolen with its cookie, then cannot turn off two-step sign-in, make itself
 * an owner's equal, or lock the real owners out: it would need the password too.
 *
 * The changes that ask for it: turning two-step sign-in on or off (account page); an owner's
 * invitation, role change, disabling or enabling an account, resetting someone's two-step sign-in,
 * and requiring it or making it optional (Team). Signing out, here or everywhere, does not: it
 * only takes access away.
 */
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { confirmPasswordSchema } from "~/domain/staff";
import { emailSha256 } from "../consent.server";
import { staffSessions } from "../db/schema.server";
import type { StaffRequest } from "./access.server";
import { recordAudit } from "./audit.server";
import { type FormAnswer, readForm, refused } from "./forms.server";
import { passwordMatches } from "./passwords.server";
import { type LiveSession, revokeSession, SIGN_IN_THROTTLED_MESSAGE } from "./sessions.server";
import { attemptSucceeded, startAttempt } from "./throttle.server";

export const RECENT_AUTHENTICATION_MS = 10 * 60_000;

export const PASSWORD_CHECK_DUE_MESSAGE =
  "Confirm your password first: this change needs it within the last 10 minutes.";
export const WRONG_PASSWORD_MESSAGE = "That is not your password.";

/** What a page with security changes answers about the password check. */
export type PasswordCheckAnswer = FormAnswer & { passwordCheck?: "due" | "confirmed" };

/** Whether the session gave its password or a code within the last 10 minutes. */
export function recentlyAuthenticated(session: LiveSession, now: Date): boolean {
  return (
    session.authenticatedAt !== null &&
    now.getTime() - session.authenticatedAt.getTime() < RECENT_AUTHENTICATION_MS
  );
}

/**
 * Undefined when the session proved who it is lately; otherwise the answer the action returns
 * instead of making its change: a 401 that asks for the password (the page shows PasswordCheck).
 */
export function requireRecentAuthentication<Answer extends PasswordCheckAnswer = PasswordCheckAnswer>(
  request: StaffRequest,
) {
  if (recentlyAuthenticated(request.session, request.services.now())) return undefined;
  const answer: PasswordCheckAnswer = {
    fieldErrors: {},
    message: PASSWORD_CHECK_DUE_MESSAGE,
    passwordCheck: "due",
  };
  return data<Answer>(answer as Answer, { status: 401 });
}

export type PasswordConfirmation = "confirmed" | "wrong" | "throttled";

/**
 * The password asked again. It is a guess like a sign-in's: throttled with the sign-in's limits
 * for the account's address and the IP, argon2 outside the throttle's lock, each outcome audited;
 * the failure that reaches the limit ends the session. Its success starts a new 10 minutes.
 */
export async function confirmPassword(
  request: StaffRequest,
  password: string,
): Promise<PasswordConfirmation> {
  const { services, session, ip } = request;
  const { db } = services;
  const now = services.now();
  const { account } = session;
  const attempt = await startAttempt(db, { addressSha256: emailSha256(account.email), ip }, now);
  if (!attempt) {
    await revokeSession(db, session.tokenSha256, now);
    return "throttled";
  }
  const matches = await passwordMatches(account.passwordHash, password);
  return db.transaction(async (tx): Promise<PasswordConfirmation> => {
    await recordAudit(
      tx,
      {
        action: matches ? "password-confirmed" : "password-confirmation-failed",
        staffId: account.id,
        actor: account.email,
        subjectType: "staff",
        subjectId: account.id,
        ipAddress: ip,
      },
      now,
    );
    if (!matches) {
      if (!attempt.last) return "wrong";
      await revokeSession(tx, session.tokenSha256, now);
      return "throttled";
    }
    await attemptSucceeded(tx, attempt);
    await tx
      .update(staffSessions)
      .set({ authenticatedAt: now })
      .where(eq(staffSessions.tokenSha256, session.tokenSha256));
    return "confirmed";
  });
}

/**
 * The action's answer to PasswordCheck's form (intent CONFIRM_PASSWORD_INTENT): confirmed, a wrong
 * password, or throttled (and signed out).
 */
export async function answerPasswordConfirmation<Answer extends PasswordCheckAnswer = PasswordCheckAnswer>(
  request: StaffRequest,
  formRequest: Request,
) {
  const form = await readForm(formRequest, confirmPasswordSchema);
  if (!form.ok) return refused<Answer>(form.fieldErrors);
  switch (await confirmPassword(request, form.data.password)) {
    case "confirmed": {
      const answer: PasswordCheckAnswer = {
        fieldErrors: {},
        done: "Password confirmed. For 10 minutes, changes will not ask for it again.",
        passwordCheck: "confirmed",
      };
      return answer as Answer;
    }
    case "wrong":
      return refused<Answer>({ password: WRONG_PASSWORD_MESSAGE }, { status: 401 });
    case "throttled":
      return refused<Answer>({}, { status: 429, message: SIGN_IN_THROTTLED_MESSAGE });
  }
}
