import { describe, expect, it } from "vitest";
import {
  bookingFormDefaults,
  bookingRequestSchema,
  meetingTypeLabel,
  meetingTypes,
  topicLabel,
  topics,
} from "./booking-request";
import { fieldErrors } from "./validation";

const validRequest = {
  name: "Jane Doe",
  email: "jane@example.org",
  phone: "+1 416 555 0123",
  company: "Acme Insurance",
  meetingType: "compliance-review",
  topics: ["ppl", "compliance"],
  goals: "Understand CASL consent records.",
  consent: true,
  date: "2026-11-23",
  timeSlot: "09:00",
  timezone: "America/Toronto",
};

function errorsFor(overrides: Record<string, unknown>): Record<string, string> {
  const result = bookingRequestSchema.safeParse({ ...validRequest, ...overrides });
  return result.success ? {} : fieldErrors(result.error);
}

describe("option lists", () => {
  it("has the five meeting types and eight topics of spec.md section 3", () => {
    expect(meetingTypes.map((type) => type.value)).toEqual([
      "lead-generation",
      "compliance-review",
      "performance-marketing",
      "channel-strategy",
      "other",
    ]);
    expect(topics.map((topic) => topic.value)).toEqual([
      "ppl",
      "compliance",
      "channels",
      "scaling",
      "tracking",
      "quality",
      "pricing",
      "integration",
    ]);
  });

  it("labels values", () => {
    expect(meetingTypeLabel("other")).toBe("Other/General Discussion");
    expect(topicLabel("tracking")).toBe("Attribution & Tracking");
  });
});

describe("bookingRequestSchema", () => {
  it("accepts a complete request and trims its text", () => {
    const parsed = bookingRequestSchema.parse({
      ...validRequest,
      name: "  Jane Doe ",
      email: " jane@example.org",
    });
    expect(parsed).toEqual(validRequest);
  });

  it("needs only the required fields and fills in the time zone", () => {
    const { phone, company, goals, timezone, ...required } = validRequest;
    expect(bookingRequestSchema.parse(required)).toEqual({ ...required, timezone: "America/Toronto" });
  });

  it("strips unknown keys", () => {
    const parsed = bookingRequestSchema.parse({ ...validRequest, isAdmin: true });
    expect(parsed).not.toHaveProperty("isAdmin");
  });

  it("gives the messages of spec.md section 5", () => {
    expect(errorsFor({ name: " J " })).toEqual({ name: "Name must be at least 2 characters" });
    expect(errorsFor({ email: "jane@" })).toEqual({ email: "Please enter a valid email address" });
    expect(errorsFor({ meetingType: "" })).toEqual({ meetingType: "Please select a meeting type" });
    expect(errorsFor({ topics: [] })).toEqual({ topics: "Please select at least one topic" });
    expect(errorsFor({ consent: false })).toEqual({ consent: "You must agree to proceed" });
  });

  it("reports every field of the empty form", () => {
    const result = bookingRequestSchema.safeParse(bookingFormDefaults);
    expect(fieldErrors(result.error!)).toEqual({
      name: "Name must be at least 2 characters",
      email: "Email is required",
      meetingType: "Please select a meeting type",
      topics: "Please select at least one topic",
      consent: "You must agree to proceed",
      date: "Please choose a date",
      timeSlot: "Please choose a time",
    });
  });

  it("reports missing fields with the same messages", () => {
    const result = bookingRequestSchema.safeParse({});
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(
      ["consent", "date", "email", "meetingType", "name", "timeSlot", "topics"].sort(),
    );
    expect(fieldErrors(result.error!).name).toBe("Name must be at least 2 characters");
  });

  it("treats an unknown meeting type like an empty one", () => {
    expect(errorsFor({ meetingType: "sales-pitch" })).toEqual({
      meetingType: "Please select a meeting type",
    });
  });

  it("accepts only known topics, each once", () => {
    expect(errorsFor({ topics: ["ppl", "crypto"] })).toEqual({
      topics: "Please select topics from the list",
    });
    expect(errorsFor({ topics: ["ppl", "ppl"] })).toEqual({ topics: "Please select each topic only once" });
    expect(errorsFor({ topics: "ppl" })).toEqual({ topics: "Please select at least one topic" });
    expect(errorsFor({ topics: topics.map((topic) => topic.value) })).toEqual({});
  });

  it("requires consent to be exactly true", () => {
    expect(errorsFor({ consent: "true" })).toEqual({ consent: "You must agree to proceed" });
    expect(errorsFor({ consent: undefined })).toEqual({ consent: "You must agree to proceed" });
  });

  it("checks the shape of date and time, not whether they can be booked", () => {
    expect(errorsFor({ date: "2026-02-30" })).toEqual({ date: "Please choose a date" });
    expect(errorsFor({ date: "" })).toEqual({ date: "Please choose a date" });
    expect(errorsFor({ timeSlot: "9:00" })).toEqual({ timeSlot: "Please choose a time" });
    expect(errorsFor({ timeSlot: "24:00" })).toEqual({ timeSlot: "Please choose a time" });
    // A Sunday long past and a time between slots are well-formed; slots.ts refuses them.
    expect(errorsFor({ date: "2020-01-05", timeSlot: "09:10" })).toEqual({});
  });

  it("accepts no other time zone", () => {
    expect(errorsFor({ timezone: "America/Vancouver" })).toEqual({
      timezone: "Times are booked in America/Toronto",
    });
  });

  it("caps every text field with a message naming it", () => {
    expect(errorsFor({ name: "x".repeat(101) })).toEqual({ name: "Name must be at most 100 characters" });
    expect(errorsFor({ phone: "1".repeat(41) })).toEqual({
      phone: "Phone number must be at most 40 characters",
    });
    expect(errorsFor({ company: "x".repeat(151) })).toEqual({
      company: "Company must be at most 150 characters",
    });
    expect(errorsFor({ goals: "x".repeat(2001) })).toEqual({
      goals: "Goals must be at most 2000 characters",
    });
    expect(errorsFor({ goals: "x".repeat(2000) })).toEqual({});
  });
});

describe("bookingFormDefaults", () => {
  it("starts empty, with no topic and no consent", () => {
    expect(bookingFormDefaults).toEqual({
      name: "",
      email: "",
      phone: "",
      company: "",
      meetingType: "",
      topics: [],
      goals: "",
      consent: false,
      date: "",
      timeSlot: "",
      timezone: "America/Toronto",
    });
  });
});
