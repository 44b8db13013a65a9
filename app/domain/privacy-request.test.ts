import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { erasureSchema, privacySearchSchema, sameAddress } from "./privacy-request";
import { fieldErrors } from "./validation";

const errorsOf = (schema: z.ZodMiniType, input: unknown) => {
  const parsed = z.safeParse(schema, input);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the privacy search", () => {
  it("takes an address, trimmed", () => {
    expect(z.parse(privacySearchSchema, { email: "  Grace@Example.com " })).toEqual({
      email: "Grace@Example.com",
    });
  });

  it("refuses what is not an address", () => {
    for (const email of ["", "grace", "grace@", `${"a".repeat(250)}@example.com`]) {
      expect(errorsOf(privacySearchSchema, { email })).toHaveProperty("email");
    }
    expect(errorsOf(privacySearchSchema, {})).toHaveProperty("email");
  });
});

describe("an erasure", () => {
  const valid = {
    email: "grace@example.com",
    confirmation: "Grace@Example.com ",
    reason: "Asked by phone, ticket 4471",
  };

  it("goes ahead with a reason and the address typed again, in any case", () => {
    expect(z.parse(erasureSchema, valid)).toEqual({ ...valid, confirmation: "Grace@Example.com" });
  });

  it("needs the same address typed again", () => {
    expect(errorsOf(erasureSchema, { ...valid, confirmation: "grace@example.org" })).toEqual({
      confirmation: "Type the address again, as shown above, to confirm",
    });
    expect(errorsOf(erasureSchema, { ...valid, confirmation: "" })).toHaveProperty("confirmation");
    expect(errorsOf(erasureSchema, { email: valid.email, reason: valid.reason })).toHaveProperty(
      "confirmation",
    );
  });

  it("needs a reason of 5 to 500 characters", () => {
    expect(errorsOf(erasureSchema, { ...valid, reason: "   " })).toEqual({
      reason: "Please give the reason for the erasure",
    });
    expect(errorsOf(erasureSchema, { ...valid, reason: "x".repeat(501) })).toEqual({
      reason: "Reason must be at most 500 characters",
    });
    expect(errorsOf(erasureSchema, { ...valid, reason: "x".repeat(500) })).toEqual({});
  });
});

describe("sameAddress", () => {
  it("reads two spellings of one address as one, and two addresses as two", () => {
    expect(sameAddress(" A@B.CA", "a@b.ca")).toBe(true);
    expect(sameAddress("a@b.ca", "a@b.com")).toBe(false);
  });
});
