/**
 * The console's accounts as their forms send them (issue 11): one zod schema per form, for the
 * browser's comfort and the server's rules alike.
 */
import * as z from "zod/mini";
import { emailAddress, maxLengthMessage } from "./validation";

export const STAFF_ROLES = [
  { value: "staff", label: "Staff" },
  { value: "owner", label: "Owner" },
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number]["value"];

export function isStaffRole(value: string): value is StaffRole {
  return STAFF_ROLES.some((role) => role.value === value);
}

/** How long a one-time link works: a new account's setup link, and a password reset's. */
export const SETUP_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;

/**
 * NIST SP 800-63B: length, not composition rules. 12 characters at least; 128 at most keeps the
 * work of hashing bounded.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const password = z
  .string({ error: "Please enter a password" })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, maxLengthMessage("Password", PASSWORD_MAX_LENGTH)),
  );

/** A password typed to prove who one is: anything up to the longest a password may be. */
const currentPassword = z
  .string({ error: "Please enter your password" })
  .check(
    z.minLength(1, "Please enter your password"),
    z.maxLength(PASSWORD_MAX_LENGTH, "Please enter your password"),
  );

export const signInSchema = z.object({
  email: z
    .string({ error: "Please enter your email address" })
    .check(
      z.trim(),
      z.minLength(1, "Please enter your email address"),
      z.maxLength(254, "Please enter your email address"),
    ),
  password: currentPassword,
});

/** The intent of the form that asks a signed-in member of staff for the password again (ADR 028). */
export const CONFIRM_PASSWORD_INTENT = "confirm-password";

export const confirmPasswordSchema = z.object({ password: currentPassword });

export const newPasswordSchema = z
  .object({ password, confirmPassword: z.string({ error: "Please repeat the password" }) })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: "The two passwords differ",
      path: ["confirmPassword"],
    }),
  );

/** Six digits; spaces are allowed because authenticator apps show the code as "123 456". */
export const totpCodeSchema = z.object({
  code: z.pipe(
    z
      .string({ error: "Please enter the 6-digit code" })
      .check(z.overwrite((code) => code.replace(/\s/g, ""))),
    z.string().check(z.regex(/^\d{6}$/, "Please enter the 6-digit code from your app")),
  ),
});

export const inviteSchema = z.object({
  email: emailAddress,
  role: z.enum(["staff", "owner"], { error: "Please choose a role" }),
});

export const forgotPasswordSchema = z.object({ email: emailAddress });
