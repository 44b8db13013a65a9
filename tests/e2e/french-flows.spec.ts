/**
 * Both flows in French, end to end (issue 24 item 3): the French page's fields, options, calendar,
 * dates and times, browser-side messages, the server's messages in the request's language, and a
 * lead or booking stored with its language and the French consent text and version it was shown.
 */
import { expect, test } from "@playwright/test";
import { bookACall } from "../../app/content/fr/book-a-call";
import { bookingPicker } from "../../app/content/fr/booking-picker";
import { bookingPickerSentences } from "../../app/content/booking-picker-sentences";
import { manageBooking } from "../../app/content/fr/manage-booking";
import { funnelCopy, thankYou } from "../../app/content/fr/contact";
import { bookingRequestWordsFr, leadRequestWordsFr } from "../../app/content/fr/validation";
import { meetingTypes, topics } from "../../app/domain/booking-request";
import { consentTexts } from "../../app/domain/consent";
import {
  budgets,
  industries,
  intents,
  leadTypes,
  roles,
  territories,
  volumes,
} from "../../app/domain/lead-request";
import { formatMonth } from "../../app/domain/month-grid";
import { formatBookingDate, formatSlotTime, formatSlotWithZone } from "../../app/domain/time";
import { E2E_NOW } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { calendarEvent, chooseDate, openBooking, storedAppointments, timeFor } from "./support/booking";
import { calendarAttachment, emailTo, linkIn } from "./support/mailbox";
import { gotoHydrated } from "./support/hydration";
import {
  answers,
  field,
  fillContact,
  nextButton,
  openFunnel,
  stepHeading,
  storedLeads,
  uniqueEmail,
  waitForTheServersFiveSeconds,
} from "./support/lead-funnel";

const french = <T extends { value: string; fr: string }>(list: readonly T[], value: T["value"]) =>
  list.find((option) => option.value === value)!.fr;

test("a French visitor sends a lead request in French, and it is stored with its language", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "francais");
  await openFunnel(page, "/fr/contact");
  const next = page.getByRole("button", { name: funnelCopy.next, exact: true });

  // Step 1, empty: the rules answer in French.
  await next.click();
  await expect(page.getByText(leadRequestWordsFr.nameRequired)).toBeVisible();
  await expect(page.getByText(leadRequestWordsFr.emailRequired)).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, funnelCopy.labels.name).fill("Geneviève Tremblay");
  await field(page, funnelCopy.labels.email).fill(email);
  await field(page, funnelCopy.labels.company).fill("Assurances Outaouais");
  await next.click();
  await expect(stepHeading(page, funnelCopy.steps[1])).toBeFocused();

  await page.getByRole("radio", { name: french(roles, "decision-maker") }).check();
  await page.getByRole("radio", { name: french(intents, "immediate") }).check();
  await next.click();
  await expect(stepHeading(page, funnelCopy.steps[2])).toBeFocused();

  await field(page, funnelCopy.labels.industry).selectOption({
    label: french(industries, "finance-insurance"),
  });
  await page.getByRole("checkbox", { name: french(territories, "Canada") }).check();
  await page.getByRole("checkbox", { name: french(territories, "United States") }).check();
  await next.click();
  await expect(stepHeading(page, funnelCopy.steps[3])).toBeFocused();

  await field(page, funnelCopy.labels.budget).selectOption({ label: french(budgets, "10k-25k") });
  await field(page, funnelCopy.labels.volume).selectOption({ label: french(volumes, "100-500") });
  await page.getByRole("radio", { name: french(leadTypes, "qualified-leads") }).check();
  await next.click();
  await expect(stepHeading(page, funnelCopy.steps[4])).toBeFocused();

  // The review reads the answers in French, and the consent is the French text.
  const review = page.locator("form");
  for (const text of [
    french(roles, "decision-maker"),
    french(industries, "finance-insurance"),
    `${french(territories, "Canada")}, ${french(territories, "United States")}`,
    french(budgets, "10k-25k"),
    funnelCopy.notProvided,
  ]) {
    await expect(review).toContainText(text);
  }
  const consent = page.getByRole("checkbox", { name: /^En soumettant ce formulaire/ });
  await expect(review.getByRole("link", { name: "Politique de confidentialité" })).toHaveAttribute(
    "href",
    "/fr/confidentialite",
  );
  await page.getByRole("button", { name: funnelCopy.submit }).click();
  await expect(page.getByText(leadRequestWordsFr.consent)).toBeVisible();
  await consent.check();
  await expectNoAxeViolations(page);

  await waitForTheServersFiveSeconds(page);
  await page.getByRole("button", { name: funnelCopy.submit }).click();
  await expect(page.getByRole("heading", { name: thankYou.title })).toBeVisible();

  const stored = await storedLeads(page, email);
  expect(stored.leads).toHaveLength(1);
  expect(stored.leads[0]).toMatchObject({ language: "fr", territories: ["Canada", "United States"] });
  expect(stored.consentRecords).toHaveLength(1);
  expect(stored.consentRecords[0]).toMatchObject({
    language: "fr",
    consentText: consentTexts.lead.fr.text,
    consentVersion: consentTexts.lead.fr.version,
  });
});

test("the API answers a French request's bad input in French, and an English one in English", async ({
  page,
}) => {
  await page.goto("/fr/contact");
  const post = (language: string) =>
    page.evaluate(async (acceptLanguage) => {
      const response = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": acceptLanguage },
        body: JSON.stringify({ email: "pas-une-adresse", consent: false }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }, language);

  const inFrench = await post("fr-CA,fr;q=0.9");
  expect(inFrench.status).toBe(400);
  expect(inFrench.body.error).toBe("Certains champs sont à corriger.");
  expect(inFrench.body.fieldErrors).toMatchObject({
    name: leadRequestWordsFr.nameRequired,
    email: leadRequestWordsFr.invalidEmail,
    consent: leadRequestWordsFr.consent,
  });

  const inEnglish = await post("en-CA");
  expect(inEnglish.status).toBe(400);
  expect(inEnglish.body.error).toBe("Some fields need attention.");
  expect(inEnglish.body.fieldErrors).toMatchObject({ name: "Name is required" });
});

test("a French visitor books a call in French, and it is stored with its language", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "rendez-vous");
  const date = "2026-12-09";
  const time = timeFor(testInfo, "15:00", "15:20");
  await page.clock.install({ time: new Date(E2E_NOW) });
  await gotoHydrated(page, "/fr/rendez-vous");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");

  // The calendar in French: its month, its paging, the day and the times.
  await expect(page.getByRole("grid")).not.toHaveAttribute("aria-busy", "true");
  await expect(page.locator("#calendar-month")).toHaveText(formatMonth("2026-11", "fr"));
  await page.getByRole("button", { name: bookingPicker.calendar.nextMonth }).click();
  await expect(page.locator("#calendar-month")).toHaveText("décembre 2026");
  await page
    .getByRole("grid")
    .getByRole("button", { name: new RegExp(`^${formatBookingDate(date, "fr")}`) })
    .click();
  const times = page.getByRole("list", {
    name: bookingPickerSentences.fr.listLabel(formatBookingDate(date, "fr")),
  });
  // An accessible name reads the no-break spaces of "15 h 20" as spaces.
  const slotName = formatSlotTime(time, "fr").replace(/\u00a0/g, " ");
  await times.getByRole("button", { name: slotName, exact: true }).click();
  await expect(page.getByRole("heading", { name: bookACall.form.detailsTitle })).toBeFocused();

  // The form's rules answer in French, then the booking goes through.
  await page.getByRole("button", { name: bookACall.form.submit }).click();
  await expect(page.getByText(bookingRequestWordsFr.nameTooShort)).toBeVisible();
  const labels = bookACall.form.labels;
  await field(page, labels.name).fill("Sylvie Gagnon");
  await field(page, labels.email).fill(email);
  await field(page, labels.meetingType).selectOption({
    label: meetingTypes.find((t) => t.value === "compliance-review")!.fr,
  });
  await page.getByRole("checkbox", { name: topics.find((t) => t.value === "compliance")!.fr }).check();
  await page.getByRole("checkbox", { name: /^J’accepte que l’on communique avec moi/ }).check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: bookACall.form.submit }).click();
  await expect(page.getByRole("heading", { name: bookACall.confirmation.title })).toBeVisible();
  await expect(page.locator("main")).toContainText(formatSlotWithZone(date, time, "fr"));

  const stored = await storedAppointments(page, email);
  expect(stored.appointments).toHaveLength(1);
  expect(stored.appointments[0]).toMatchObject({ language: "fr", date, timeSlot: time });
  expect(stored.consentRecords[0]).toMatchObject({
    language: "fr",
    consentText: consentTexts.booking.fr.text,
    consentVersion: consentTexts.booking.fr.version,
  });

  // The confirmation email is French, and its link opens the booking's French page.
  const confirmation = await emailTo(email, /est confirmée/);
  expect(confirmation.html).toContain('lang="fr-CA"');
  const manageLink = linkIn(confirmation, "Gérez votre rendez-vous");
  expect(new URL(manageLink).pathname).toMatch(/^\/fr\/rendez-vous\/[0-9a-f-]{36}$/);
  const invitation = calendarEvent(calendarAttachment(confirmation));
  expect(invitation.SUMMARY).toMatch(/^Consultation gratuite/);
  expect(invitation.DESCRIPTION).toContain("/fr/rendez-vous/");

  // There, in French, the visitor cancels; the cancellation is French too.
  await page.goto(manageLink);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(manageBooking.title.confirmed);
  await expect(page.getByRole("link", { name: "Read this page in English" }).first()).toHaveAttribute(
    "href",
    new RegExp(`^/bookings/[0-9a-f-]{36}\\?token=`),
  );
  await page.getByRole("button", { name: manageBooking.cancel.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(manageBooking.title.cancelled);
  const cancellation = await emailTo(email, /est annulée/);
  const cancelled = calendarEvent(calendarAttachment(cancellation));
  expect(cancelled.STATUS).toBe("CANCELLED");
  expect(cancelled.SUMMARY).toMatch(/^Consultation gratuite/);
});

test("a booking made in French is moved from its French page, and the update is French", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "deplacement");
  const [from, to] = testInfo.project.name === "mobile" ? ["13:20", "13:40"] : ["13:00", "14:00"];
  const [fromDate, toDate] = ["2026-12-10", "2026-12-11"];
  await page.clock.install({ time: new Date(E2E_NOW) });
  await page.goto("/fr/rendez-vous");
  const booked = await page.request.post("/api/bookings", {
    headers: { "Accept-Language": "fr-CA" },
    data: {
      name: "Étienne Lavoie",
      email,
      meetingType: "compliance-review",
      topics: ["compliance"],
      consent: true,
      date: fromDate,
      timeSlot: from,
    },
  });
  expect(booked.status()).toBe(201);
  const { manageUrl } = (await booked.json()) as { manageUrl: string };
  expect(manageUrl).toMatch(/^\/fr\/rendez-vous\//);

  await gotoHydrated(page, manageUrl);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("grid")).not.toHaveAttribute("aria-busy", "true");
  if ((await page.locator("#calendar-month").textContent()) !== "décembre 2026") {
    await page.getByRole("button", { name: bookingPicker.calendar.nextMonth }).click();
  }
  await page
    .getByRole("grid")
    .getByRole("button", { name: new RegExp(`^${formatBookingDate(toDate, "fr")}`) })
    .click();
  const times = page.getByRole("list", {
    name: bookingPickerSentences.fr.listLabel(formatBookingDate(toDate, "fr")),
  });
  await times
    .getByRole("button", { name: formatSlotTime(to, "fr").replace(/\u00a0/g, " "), exact: true })
    .click();
  await page.getByRole("button", { name: new RegExp(`^${manageBooking.reschedule.confirm}`) }).click();

  const moved = page.getByRole("status").filter({ hasText: manageBooking.reschedule.moved });
  await expect(moved).toBeVisible();
  await expect(page.getByRole("region", { name: manageBooking.details })).toContainText(
    formatBookingDate(toDate, "fr"),
  );
  await expectNoAxeViolations(page);

  const update = await emailTo(email, /est déplacée/);
  expect(update.html).toContain('lang="fr-CA"');
  const updated = calendarEvent(calendarAttachment(update));
  expect(updated.SEQUENCE).toBe("1");
  expect(updated.SUMMARY).toMatch(/^Consultation gratuite/);
});

test("the language switch keeps the booking's step: the day chosen, then the form for the time chosen", async ({
  page,
}) => {
  const date = "2026-12-22";
  await openBooking(page);
  await chooseDate(page, date);
  await page.getByRole("link", { name: "Lire cette page en français" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/fr/rendez-vous\\?date=${date}$`));
  const times = page.getByRole("list", {
    name: bookingPickerSentences.fr.listLabel(formatBookingDate(date, "fr")),
  });
  await expect(times).toBeVisible();
  await expect(
    page.getByRole("grid").getByRole("button", { name: new RegExp(`^${formatBookingDate(date, "fr")}`) }),
  ).toHaveAttribute("aria-pressed", "true");

  await times
    .getByRole("button", { name: formatSlotTime("11:00", "fr").replace(/\u00a0/g, " "), exact: true })
    .click();
  await expect(page.getByRole("heading", { name: bookACall.form.detailsTitle })).toBeFocused();
  await page.getByRole("link", { name: "Read this page in English" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/book-a-call\\?date=${date}&time=11%3A00$`));
  await expect(page.getByRole("heading", { name: "Booking details" })).toBeVisible();
  await expect(page.locator("main")).toContainText(formatBookingDate(date));
  await expectNoAxeViolations(page);

  // Back on the calendar, the address keeps the day and no longer the time.
  await page.getByRole("button", { name: "Back to Calendar" }).click();
  await expect(page).toHaveURL(new RegExp(`/book-a-call\\?date=${date}$`));
});

test("the language switch opens the lead request at the step it was on, with the answers given", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "bascule");
  await openFunnel(page, "/contact");
  await fillContact(page, answers(email));
  await nextButton(page).click();
  await expect(stepHeading(page, "Role & intent")).toBeFocused();
  await page.getByRole("link", { name: "Lire cette page en français" }).first().click();
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect(stepHeading(page, funnelCopy.steps[1])).toBeVisible();
  await page.getByRole("button", { name: funnelCopy.previous, exact: true }).click();
  await expect(field(page, funnelCopy.labels.email)).toHaveValue(email);
});
