import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  forgotPasswordSchema,
  inviteSchema,
  isStaffRole,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  signInSchema,
  totpCodeSchema,
} from "./staff";
import { fieldErrors } from "./validation";

/** The data a form's schema keeps, or its message per field. */
function parse<Schema extends z.ZodMiniType>(schema: Schema, input: unknown) {
  const result = z.safeParse(schema, input);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error) };
}

describe("the sign-in form", () => {
  it("keeps the address trimmed and the password as typed", () => {
    expect(parse(signInSchema, { email: "  Ada@Example.com ", password: " pass word " })).toEqual({
      data: { email: "Ada@Example.com", password: " pass word " },
    });
  });

  it("asks for what is missing, and refuses what no account can have", () => {
    expect(parse(signInSchema, {})).toEqual({
      errors: { email: "Please enter your email address", password: "Please enter your password" },
    });
    expect(parse(signInSchema, { email: "   ", password: "" })).toEqual({
      errors: { email: "Please enter your email address", password: "Please enter your password" },
    });
    expect(
      parse(signInSchema, {
        email: `${"a".repeat(250)}@x.ca`,
        password: "p".repeat(PASSWORD_MAX_LENGTH + 1),
      }),
    ).toEqual({
      errors: { email: "Please enter your email address", password: "Please enter your password" },
    });
  });

  it("does not judge the address's shape, so a mistyped one fails like any other sign-in", () => {
    expect(parse(signInSchema, { email: "not an address", password: "x" })).toEqual({
      data: { email: "not an address", password: "x" },
    });
  });
});

describe("a new password", () => {
  const twelve = "a".repeat(PASSWORD_MIN_LENGTH);

  it("is at least 12 and at most 128 characters, typed the same twice", () => {
    expect(parse(newPasswordSchema, { password: twelve, confirmPassword: twelve })).toEqual({
      data: { password: twelve, confirmPassword: twelve },
    });
    const longest = "b".repeat(PASSWORD_MAX_LENGTH);
    expect(parse(newPasswordSchema, { password: longest, confirmPassword: longest })).toHaveProperty("data");
  });

  it("says what is wrong, under the field that is wrong", () => {
    expect(parse(newPasswordSchema, { password: "a".repeat(11), confirmPassword: "a".repeat(11) })).toEqual({
      errors: { password: "Use at least 12 characters" },
    });
    const tooLong = "b".repeat(PASSWORD_MAX_LENGTH + 1);
    expect(parse(newPasswordSchema, { password: tooLong, confirmPassword: tooLong })).toEqual({
      errors: { password: "Password must be at most 128 characters" },
    });
    expect(parse(newPasswordSchema, { password: twelve, confirmPassword: `${twelve}!` })).toEqual({
      errors: { confirmPassword: "The two passwords differ" },
    });
    expect(parse(newPasswordSchema, {})).toEqual({
      errors: { password: "Please enter a password", confirmPassword: "Please repeat the password" },
    });
  });

  it("has no composition rules (NIST SP 800-63B): a passphrase of lower-case words will do", () => {
    const passphrase = "correct horse battery staple";
    expect(parse(newPasswordSchema, { password: passphrase, confirmPassword: passphrase })).toHaveProperty(
      "data",
    );
  });
});

describe("a TOTP code", () => {
  it("is six digits, with the spaces an app shows taken out", () => {
    expect(parse(totpCodeSchema, { code: "123456" })).toEqual({ data: { code: "123456" } });
    expect(parse(totpCodeSchema, { code: " 123 456 " })).toEqual({ data: { code: "123456" } });
    expect(parse(totpCodeSchema, { code: "012345" })).toEqual({ data: { code: "012345" } });
  });

  it("is refused in any other shape", () => {
    for (const code of ["12345", "1234567", "12345a", "１２３４５６", "12-456", "", "٣٤٥٦٧٨"]) {
      expect(parse(totpCodeSchema, { code }), code).toEqual({
        errors: { code: "Please enter the 6-digit code from your app" },
      });
    }
    expect(parse(totpCodeSchema, {})).toEqual({ errors: { code: "Please enter the 6-digit code" } });
  });
});

describe("an invitation", () => {
  it("is a valid address and one of the two roles", () => {
    expect(parse(inviteSchema, { email: " grace@example.com ", role: "owner" })).toEqual({
      data: { email: "grace@example.com", role: "owner" },
    });
    expect(parse(inviteSchema, { email: "grace", role: "admin" })).toEqual({
      errors: { email: "Please enter a valid email address", role: "Please choose a role" },
    });
    expect(parse(inviteSchema, { email: "grace@example.com" })).toEqual({
      errors: { role: "Please choose a role" },
    });
  });

  it("knows the roles", () => {
    expect(isStaffRole("owner")).toBe(true);
    expect(isStaffRole("staff")).toBe(true);
    expect(isStaffRole("admin")).toBe(false);
    expect(isStaffRole("Owner")).toBe(false);
  });
});

describe("a password reset request", () => {
  it("is a valid address", () => {
    expect(parse(forgotPasswordSchema, { email: "grace@example.com " })).toEqual({
      data: { email: "grace@example.com" },
    });
    expect(parse(forgotPasswordSchema, { email: "grace@" })).toEqual({
      errors: { email: "Please enter a valid email address" },
    });
    expect(parse(forgotPasswordSchema, { email: `${"g".repeat(250)}@x.ca` })).toEqual({
      errors: { email: "Email address must be at most 254 characters" },
    });
  });
});
