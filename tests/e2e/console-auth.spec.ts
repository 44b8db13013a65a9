/**
 * Signing in to the console and managing who may (issue 11, points 1, 8 and 9), in a browser:
 * the sign-in form and its return address, the one message for every failure, the throttles,
 * the emailed setup and reset links, two-step sign-in from enrolment to the code at each sign-in,
 * sign-out here and everywhere, the Team page's actions, what a member of staff may not open,
 * and the audit log that records it all.
 *
 * A site of its own per project (desktop, mobile), behind one trusted proxy so that each test
 * signs in from an IP of its own: failed sign-ins throttle the IP they come from, and the shared
 * server's clock never moves on, so they would lock every other spec out. Requiring two-step
 * sign-in is console-wide, and the last test here.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as requestContext,
  test,
} from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_NOW } from "../../playwright.config";
import { expectNoAxeViolations } from "./support/axe";
import { createStaff, E2E_STAFF_PASSWORD, type E2eStaff, expectNoSidewaysScroll } from "./support/console";
import { emailTo, linkTo, type Mailbox } from "./support/mailbox";
import { type OwnSite, startOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial" });

const SIGN_IN_FAILED = "That email and password do not match an active account.";
const THROTTLED = "Too many failed sign-ins. Wait 15 minutes, then try again or reset your password.";
const WRONG_CODE = "That code is not right. Enter the code your app shows now.";

let site: OwnSite;
let api: APIRequestContext;
let mailbox: Mailbox;

const at = (path: string) => new URL(path, site.origin).href;

test.beforeAll(async () => {
  test.setTimeout(180_000); // a fresh PGlite database is created first: a minute on a busy machine
  site = await startOwnSite(test.info().project.name === "mobile" ? 9 : 8, { TRUST_PROXY: "1" });
  api = await requestContext.newContext({ baseURL: site.origin, maxRedirects: 0 });
  mailbox = { mailDir: site.mailDir, origin: site.origin };
});

test.afterAll(async () => {
  await api?.dispose();
  await site?.stop();
});

/** The IP the trusted proxy reports for this browser: one per test, from TEST-NET-2. */
async function fromIp(context: BrowserContext, ip: string) {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
}

/** A sign-in posted as a script would, from `ip`: its status. */
async function postSignIn(ip: string, email: string, password: string) {
  const response = await api.post("/admin/sign-in", {
    form: { email, password },
    headers: { Origin: site.origin, "X-Forwarded-For": ip },
  });
  return response.status();
}

/** Signs in with the form, and waits for the answer: a test that goes on elsewhere has the session. */
async function signIn(page: Page, staff: { email: string; password: string }) {
  await page.goto(at("/admin/sign-in"));
  await page.getByLabel("Email").fill(staff.email);
  await page.getByLabel("Password").fill(staff.password);
  await Promise.all([signInAnswer(page), page.getByRole("button", { name: "Sign in" }).click()]);
}

/** The answer to the sign-in form's POST. */
function signInAnswer(page: Page) {
  return page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/sign-in"),
  );
}

async function expectSignedOut(page: Page) {
  await page.goto(at("/admin"));
  await expect(page).toHaveURL(at("/admin/sign-in?next=%2Fadmin"));
}

/** What an authenticator app holding `secret` shows, `steps` periods of 30 s from the server's clock. */
function codeAt(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: new Date(E2E_NOW).getTime() + steps * 30_000 });
}

/** Six digits that no app holding `secret` shows within a step of the server's clock. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((steps) => codeAt(secret, steps)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}

async function enterCode(page: Page, label: string | RegExp, code: string, button: string) {
  await page.getByLabel(label).fill(code);
  await page.getByRole("button", { name: button }).click();
}

test("signs in with the keyboard, returns to the page asked for, and signs out", async ({
  page,
  context,
}) => {
  await fromIp(context, "198.51.100.1");
  const staff = await createStaff(api, "staff");
  await page.goto(at("/admin/leads?status=new"));
  await expect(page).toHaveURL(at(`/admin/sign-in?next=${encodeURIComponent("/admin/leads?status=new")}`));
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Tab reaches the email field, then the password, and Enter sends the form.
  const email = page.getByLabel("Email");
  for (
    let presses = 0;
    presses < 10 && !(await email.evaluate((field) => field === document.activeElement));
    presses++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(staff.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(staff.password);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(at("/admin/leads?status=new"));
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  // The sign-in page has nothing to do for a signed-in visitor.
  await page.goto(at("/admin/sign-in"));
  await expect(page).toHaveURL(at("/admin"));

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(at("/admin/sign-in?done=signed-out"));
  await expect(page.getByRole("status")).toHaveText("You are signed out.");
  await expectSignedOut(page);
});

test("ignores a return address outside the console", async ({ page, context }) => {
  await fromIp(context, "198.51.100.2");
  const staff = await createStaff(api, "staff");
  for (const next of ["//evil.example/admin", "https://evil.example/admin", "/\\evil.example", "/blog"]) {
    await page.goto(at(`/admin/sign-in?next=${encodeURIComponent(next)}`));
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Password").fill(staff.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page, next).toHaveURL(at("/admin"));
    await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/done=signed-out/);
  }
});

test("names the empty fields, and gives one announced message for every failed sign-in", async ({
  page,
  context,
}) => {
  const ip = "198.51.100.3";
  await fromIp(context, ip);
  const staff = await createStaff(api, "staff");
  await page.goto(at("/admin/sign-in"));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter your email address")).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter your password")).toBeVisible();
  await expectNoAxeViolations(page);

  for (const attempt of [
    { email: staff.email, password: "not the right passphrase" },
    { email: "nobody-here@staff.example.com", password: E2E_STAFF_PASSWORD },
    { email: staff.email.toUpperCase(), password: `${E2E_STAFF_PASSWORD} ` },
  ]) {
    await page.getByLabel("Email").fill(attempt.email);
    await page.getByLabel("Password").fill(attempt.password);
    // The alert and the address are already those of the attempt before: wait for this one's answer.
    await Promise.all([signInAnswer(page), page.getByRole("button", { name: "Sign in" }).click()]);
    await expect(page.getByRole("alert")).toHaveText(SIGN_IN_FAILED);
    await expect(page).toHaveURL(at("/admin/sign-in"));
  }
  await expectNoAxeViolations(page);
  expect(await postSignIn(ip, "nobody-here@staff.example.com", "anything at all")).toBe(401);

  // The address is case-blind: the right password signs in whatever the case typed.
  await signIn(page, { email: staff.email.toUpperCase(), password: staff.password });
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
});

test("throttles an address after five failures and an IP after twenty, even with the right password", async ({
  page,
  context,
}) => {
  const staff = await createStaff(api, "staff");
  for (let attempt = 0; attempt < 5; attempt++) {
    expect(await postSignIn("198.51.100.4", staff.email, `wrong passphrase ${attempt}`)).toBe(401);
  }
  // The address is throttled from anywhere: the right password from another IP is not even checked.
  await fromIp(context, "198.51.100.5");
  await signIn(page, staff);
  await expect(page.getByRole("alert")).toHaveText(THROTTLED);
  expect(await postSignIn("198.51.100.6", staff.email, staff.password)).toBe(429);

  const ip = "198.51.100.7";
  for (let attempt = 0; attempt < 20; attempt++) {
    expect(await postSignIn(ip, `guess-${attempt}@staff.example.com`, "a guessed passphrase")).toBe(401);
  }
  const other = await createStaff(api, "staff");
  await fromIp(context, ip);
  await signIn(page, other);
  await expect(page.getByRole("alert")).toHaveText(THROTTLED);
  // The same account from an IP that has not been guessing signs in.
  await fromIp(context, "198.51.100.8");
  await signIn(page, other);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
});

test("an owner invites a member of staff, who chooses a password with the emailed link and signs in", async ({
  page,
  context,
  browser,
}) => {
  await fromIp(context, "198.51.100.9");
  const owner = await createStaff(api, "owner");
  await signIn(page, owner);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  const inviteButton = page.getByRole("button", { name: "Send invitation" });
  await inviteButton.click();
  await expect(page.locator("#invite-email")).toHaveAttribute("aria-invalid", "true");
  await page.locator("#invite-email").fill("not an address");
  await inviteButton.click();
  // The field is still marked from the empty address: the message is what says the answer came.
  // Checked before it, the page was still saving, its tables in the closed form, and axe counts a
  // scrolling box in a disabled fieldset as out of the keyboard's reach.
  await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await expect(page.locator("#invite-email")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.locator("#invite-email").fill(owner.email);
  await inviteButton.click();
  await expect(page.getByText("This address already has an account.")).toBeVisible();

  const newcomer = `newcomer-${test.info().project.name}@staff.example.com`;
  await page.locator("#invite-email").fill(newcomer);
  await page.locator("#invite-role").selectOption("staff");
  await inviteButton.click();
  await expect(page.getByRole("status")).toContainText(`Invitation emailed to ${newcomer}.`);
  await expect(page.getByRole("status")).toContainText("/admin/set-password?token=");
  const row = page.getByRole("row").filter({ hasText: newcomer });
  await expect(row).toContainText("Invited, no password yet");

  const email = await emailTo(newcomer, /console account$/, mailbox);
  const setupLink = linkTo(email, "/admin/set-password", mailbox);

  const newcomerContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.10" },
  });
  const newcomerPage = await newcomerContext.newPage();
  await newcomerPage.goto(setupLink);
  await expect(newcomerPage.getByRole("heading", { level: 1, name: "Set up your account" })).toBeVisible();
  await expect(newcomerPage.getByRole("main")).toContainText(newcomer);
  await expectNoAxeViolations(newcomerPage);

  const password = newcomerPage.getByLabel("New password");
  const repeat = newcomerPage.getByLabel("Repeat the password");
  const save = newcomerPage.getByRole("button", { name: "Save password" });
  await password.fill("too short");
  await repeat.fill("too short");
  await save.click();
  await expect(newcomerPage.getByText("Use at least 12 characters", { exact: true })).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await password.fill("four words chosen well");
  await repeat.fill("four words chosen badly");
  await save.click();
  await expect(newcomerPage.getByText("The two passwords differ", { exact: true })).toBeVisible();
  await expect(repeat).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(newcomerPage);
  await password.fill("four words chosen well");
  await repeat.fill("four words chosen well");
  await save.click();
  await expect(newcomerPage).toHaveURL(at("/admin/sign-in?done=password-set"));
  await expect(newcomerPage.getByRole("status")).toHaveText("Your password is set. Sign in with it.");
  await signIn(newcomerPage, { email: newcomer, password: "four words chosen well" });
  await expect(newcomerPage.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  // The link worked once.
  const reused = await newcomerPage.goto(setupLink);
  expect(reused?.status()).toBe(404);
  await expect(
    newcomerPage.getByRole("heading", { level: 1, name: "This link no longer works" }),
  ).toBeVisible();
  await newcomerContext.close();

  await page.reload();
  await expect(row).toContainText("Active");
});

test("a forgotten password is reset with an emailed link, which ends every session of the account", async ({
  page,
  context,
  browser,
}) => {
  await fromIp(context, "198.51.100.11");
  const staff = await createStaff(api, "staff");
  await signIn(page, staff);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.12" } });
  const forgot = await other.newPage();
  await forgot.goto(at("/admin/sign-in"));
  await forgot.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(forgot.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  await expectNoAxeViolations(forgot);
  const send = forgot.getByRole("button", { name: "Email me a link" });
  await send.click();
  await expect(forgot.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  // An address without an account gets the same answer as one with: the page tells nobody who has one.
  const sent = "If that address has an active console account, a reset link is on its way.";
  await forgot.getByLabel("Email").fill("nobody-here@staff.example.com");
  await send.click();
  await expect(forgot.getByRole("status")).toContainText(sent);
  await forgot.reload();
  await forgot.getByLabel("Email").fill(staff.email);
  await send.click();
  await expect(forgot.getByRole("status")).toContainText(sent);
  await expectNoAxeViolations(forgot);

  const email = await emailTo(staff.email, /Reset your .* console password/, mailbox);
  await forgot.goto(linkTo(email, "/admin/set-password", mailbox));
  await expect(forgot.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const newPassword = "a fresh passphrase after the reset";
  await forgot.getByLabel("New password").fill(newPassword);
  await forgot.getByLabel("Repeat the password").fill(newPassword);
  await forgot.getByRole("button", { name: "Save password" }).click();
  await expect(forgot).toHaveURL(at("/admin/sign-in?done=password-set"));

  // The browser that was signed in with the old password is signed out.
  await expectSignedOut(page);
  await signIn(forgot, staff);
  await expect(forgot.getByRole("alert")).toHaveText(SIGN_IN_FAILED);
  await signIn(forgot, { email: staff.email, password: newPassword });
  await expect(forgot.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await other.close();
});

test("two-step sign-in: set up with an app's code, then a code at each sign-in, never the same one twice", async ({
  page,
  context,
}) => {
  await fromIp(context, "198.51.100.13");
  const staff = await createStaff(api, "staff");
  await signIn(page, staff);
  await page.getByRole("link", { name: `Your account: ${staff.email}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  const twoStep = page.getByRole("region", { name: "Two-step sign-in" });
  await expect(twoStep).toContainText("Off.");
  await expect(twoStep.getByRole("img", { name: "QR code of your two-step sign-in key" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  const secret = (await twoStep.locator("code").textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await enterCode(page, "6-digit code", wrongCode(secret), "Turn on two-step sign-in");
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  await expect(page.getByLabel("6-digit code")).toHaveAttribute("aria-invalid", "true");
  await enterCode(page, "6-digit code", "12 34", "Turn on two-step sign-in");
  await expect(page.getByText("Please enter the 6-digit code from your app")).toBeVisible();
  await expectNoAxeViolations(page);
  // Apps show the code in two groups: the space is fine.
  const code = codeAt(secret);
  await enterCode(page, "6-digit code", `${code.slice(0, 3)} ${code.slice(3)}`, "Turn on two-step sign-in");
  await expect(page.getByRole("status")).toHaveText(
    "Two-step sign-in is on. Other browsers were signed out.",
  );
  await expect(twoStep).toContainText("On. Each sign-in asks for a code");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  // Signed out first: a navigation started before the sign-out's POST arrives would cancel it.
  await expect(page).toHaveURL(at("/admin/sign-in?done=signed-out"));
  await signIn(page, staff);
  await expect(page).toHaveURL(at("/admin/sign-in/code?next=%2Fadmin"));
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Half signed in, the console's pages still send here, and remember where they were asked from.
  await page.goto(at("/admin/leads"));
  await expect(page).toHaveURL(at("/admin/sign-in/code?next=%2Fadmin%2Fleads"));

  // The code that turned it on was spent: seen over a shoulder, it opens nothing.
  await enterCode(page, "6-digit code", code, "Continue");
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  await expectNoAxeViolations(page);
  await enterCode(page, "6-digit code", codeAt(secret, 1), "Continue");
  await expect(page).toHaveURL(at("/admin/leads"));
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
});

test("two-step sign-in is turned off with a current code, and sign-in asks for a code no more", async ({
  page,
  context,
}) => {
  await fromIp(context, "198.51.100.14");
  const secret = new Secret({ size: 20 }).base32;
  const staff = await createStaff(api, "staff", { totpSecret: secret });
  await signIn(page, staff);
  await enterCode(page, "6-digit code", codeAt(secret), "Continue");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  await page.goto(at("/admin/account"));
  const label = "Current 6-digit code, to turn it off";
  await enterCode(page, label, wrongCode(secret), "Turn off two-step sign-in");
  await expect(page.getByText(WRONG_CODE)).toBeVisible();
  await expectNoAxeViolations(page);
  await enterCode(page, label, codeAt(secret, 1), "Turn off two-step sign-in");
  await expect(page.getByRole("status")).toHaveText("Two-step sign-in is off.");
  await expect(page.getByRole("region", { name: "Two-step sign-in" })).toContainText("Off.");

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  // Signed out first: a navigation started before the sign-out's POST arrives would cancel it.
  await expect(page).toHaveURL(at("/admin/sign-in?done=signed-out"));
  await signIn(page, staff);
  await expect(page).toHaveURL(at("/admin"));
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
});

test("signing out everywhere from the account page ends the session of every browser", async ({
  page,
  context,
  browser,
}) => {
  await fromIp(context, "198.51.100.15");
  const staff = await createStaff(api, "staff");
  const laptop = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.16" } });
  const laptopPage = await laptop.newPage();
  await signIn(laptopPage, staff);
  await expect(laptopPage.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  await signIn(page, staff);
  await page.goto(at("/admin/account"));
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(at("/admin/sign-in?done=signed-out"));
  await expectSignedOut(page);
  await expectSignedOut(laptopPage);
  await laptop.close();
});

test("an owner changes a role, signs an account out, disables and enables it; staff cannot open owners' pages", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await fromIp(context, "198.51.100.17");
  const owner = await createStaff(api, "owner");
  const member = await createStaff(api, "staff");
  const memberContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.18" },
  });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await expect(memberPage.getByRole("navigation", { name: "Console" })).not.toContainText("Team");
  for (const path of ["/admin/team", "/admin/audit"]) {
    const response = await memberPage.goto(at(path));
    expect(response?.status(), path).toBe(403);
    await expect(memberPage.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
  }
  await expectNoAxeViolations(memberPage);

  await signIn(page, owner);
  await page.goto(at("/admin/team"));
  const mine = page.getByRole("row").filter({ hasText: `${owner.email} (you)` });
  await expect(mine.getByRole("button", { name: /^Disable/ })).toHaveCount(0);
  await expect(mine.getByRole("combobox")).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: member.email });
  await expect(row).toContainText("Active");

  await row.getByLabel(`Role of ${member.email}`).selectOption("owner");
  await row.getByRole("button", { name: `Save role of ${member.email}` }).click();
  await expect(page.getByRole("status")).toHaveText("Role changed.");
  expect((await memberPage.goto(at("/admin/team")))?.status()).toBe(200);
  await expect(memberPage.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();

  await row.getByLabel(`Role of ${member.email}`).selectOption("staff");
  await row.getByRole("button", { name: `Save role of ${member.email}` }).click();
  await expect(page.getByRole("status")).toHaveText("Role changed.");
  expect((await memberPage.goto(at("/admin/team")))?.status()).toBe(403);

  await row.getByRole("button", { name: `Sign out everywhere (${member.email})` }).click();
  await expect(page.getByRole("status")).toHaveText("Signed out everywhere.");
  await expectSignedOut(memberPage);

  await signIn(memberPage, member);
  await expect(memberPage.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await row.getByRole("button", { name: `Disable ${member.email}` }).click();
  await expect(page.getByRole("status")).toHaveText("Account disabled and signed out everywhere.");
  await expect(row).toContainText("Disabled");
  await expectNoAxeViolations(page);
  await expectSignedOut(memberPage);
  await signIn(memberPage, member);
  await expect(memberPage.getByRole("alert")).toHaveText(SIGN_IN_FAILED);

  await row.getByRole("button", { name: `Enable ${member.email}` }).click();
  await expect(page.getByRole("status")).toHaveText("Account enabled.");
  await signIn(memberPage, member);
  await expect(memberPage.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await memberContext.close();
});

test("an owner resets the two-step sign-in of someone who lost their phone: signed out, then in with the password", async ({
  page,
  context,
  browser,
}) => {
  await fromIp(context, "198.51.100.23");
  const owner = await createStaff(api, "owner");
  const secret = new Secret({ size: 20 }).base32;
  const member = await createStaff(api, "staff", { totpSecret: secret });
  const memberContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.24" },
  });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await enterCode(memberPage, "6-digit code", codeAt(secret), "Continue");
  await expect(memberPage.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  await signIn(page, owner);
  await page.goto(at("/admin/team"));
  const mine = page.getByRole("row").filter({ hasText: `${owner.email} (you)` });
  await expect(mine.getByRole("button", { name: /^Reset two-step/ })).toHaveCount(0);
  const row = page.getByRole("row").filter({ hasText: member.email });
  await expect(row.getByRole("cell").nth(1)).toHaveText("On");
  await row.getByRole("button", { name: `Reset two-step sign-in of ${member.email}` }).click();
  await expect(page.getByRole("status")).toContainText("Two-step sign-in reset and signed out everywhere");
  await expect(row.getByRole("cell").nth(1)).toHaveText("Off");
  await expect(row.getByRole("button", { name: /^Reset two-step/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await expectSignedOut(memberPage);
  await signIn(memberPage, member);
  await expect(memberPage).toHaveURL(at("/admin"));
  await expect(memberPage.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  await page.goto(at("/admin/audit"));
  await expect(
    page.getByRole("row").filter({ hasText: "Reset an account's two-step sign-in" }).first(),
  ).toContainText(owner.email);
  await memberContext.close();
});

test("the audit log shows sign-ins, failures and team changes: who, what, when and from which IP", async ({
  page,
  context,
}) => {
  const ip = "198.51.100.19";
  await fromIp(context, ip);
  const owner = await createStaff(api, "owner");
  const member = await createStaff(api, "staff");
  expect(await postSignIn(ip, "nobody-at-all@staff.example.com", "a guessed passphrase")).toBe(401);
  await signIn(page, owner);
  await page.goto(at("/admin/team"));
  await page
    .getByRole("row")
    .filter({ hasText: member.email })
    .getByRole("button", { name: `Disable ${member.email}` })
    .click();
  await expect(page.getByRole("status")).toHaveText("Account disabled and signed out everywhere.");

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  const entries = page.getByRole("row").filter({ hasText: ip });
  await expect(entries).toHaveCount(3);
  // Newest first.
  await expect(entries.nth(0)).toContainText(owner.email);
  await expect(entries.nth(0).getByRole("rowheader")).toHaveText("Disabled an account");
  await expect(entries.nth(0).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/admin/team");
  await expect(entries.nth(1).getByRole("rowheader")).toHaveText("Signed in");
  await expect(entries.nth(1)).toContainText(owner.email);
  await expect(entries.nth(2).getByRole("rowheader")).toHaveText("Failed sign-in");
  // Whatever address was typed for a failed sign-in without an account is not kept.
  await expect(entries.nth(2)).toContainText("unknown address");
  await expect(page.getByRole("main")).not.toContainText("nobody-at-all@staff.example.com");
  // The e2e server's clock, in Toronto.
  await expect(entries.nth(0).locator("time")).toHaveText("Thursday, November 26, 2026 at 10:25 AM EST");
});

test("signs in and out with plain forms, before any JavaScript runs", async ({ browser }) => {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.20" },
  });
  const page = await noScript.newPage();
  const staff = await createStaff(api, "staff");
  await signIn(page, { email: staff.email, password: "not the right passphrase" });
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_FAILED);
  await signIn(page, staff);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(at("/admin/sign-in?done=signed-out"));
  await expectSignedOut(page);
  await noScript.close();
});

// Console-wide: the last test, so that no other test here meets the requirement.
test("owners can require two-step sign-in: an account without it sets it up before anything else", async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await fromIp(context, "198.51.100.21");
  const ownerSecret = new Secret({ size: 20 }).base32;
  const owner: E2eStaff = await createStaff(api, "owner", { totpSecret: ownerSecret });
  await signIn(page, owner);
  await enterCode(page, "6-digit code", codeAt(ownerSecret), "Continue");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await page.goto(at("/admin/team"));
  const policy = page.getByRole("region", { name: "Two-step sign-in for everyone" });
  await expect(policy).toContainText("Optional");
  await policy.getByRole("button", { name: "Require two-step sign-in" }).click();
  await expect(page.getByRole("status")).toContainText("Two-step sign-in is now required");
  await expect(policy).toContainText("Required");

  const member = await createStaff(api, "staff");
  const memberContext = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.22" },
  });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member);
  await expect(memberPage).toHaveURL(at("/admin/account?setup=required"));
  await expect(memberPage.getByRole("alert")).toHaveText(
    "Owners require two-step sign-in. Set it up to use the console.",
  );
  await expectNoAxeViolations(memberPage);
  await memberPage.goto(at("/admin/leads"));
  await expect(memberPage).toHaveURL(at("/admin/account?setup=required"));
  const refused = await memberContext.request.post(at("/admin/emails"), {
    form: { intent: "resend", emailId: "00000000-0000-4000-8000-000000000000" },
    headers: { Origin: site.origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);

  const secret = (await memberPage
    .getByRole("region", { name: "Two-step sign-in" })
    .locator("code")
    .textContent())!.trim();
  await enterCode(memberPage, "6-digit code", codeAt(secret), "Turn on two-step sign-in");
  await expect(memberPage.getByRole("status")).toContainText("Two-step sign-in is on.");
  await expect(memberPage.getByRole("region", { name: "Two-step sign-in" })).toContainText(
    "Owners require it for every account.",
  );
  await expect(memberPage.getByRole("button", { name: "Turn off two-step sign-in" })).toHaveCount(0);
  await memberPage.goto(at("/admin/leads"));
  await expect(memberPage.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();

  await page.reload();
  await policy.getByRole("button", { name: "Make it optional" }).click();
  await expect(page.getByRole("status")).toHaveText("Two-step sign-in is now optional.");
  await memberPage.goto(at("/admin/account"));
  await expect(memberPage.getByRole("button", { name: "Turn off two-step sign-in" })).toBeVisible();
  await memberContext.close();
});
