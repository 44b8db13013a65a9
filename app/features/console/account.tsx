/**
 * /admin/account: who is signed in, their two-step sign-in (turned off with a code, or set up
 * from a QR code or key), their calendar subscription, and signing out every browser at once.
 */
import { Form } from "react-router";
import { FEED_DAYS_BACK, FEED_REFRESH_MINUTES } from "~/domain/calendar-feed";
import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/status";
import { InputField } from "./fields";
import { Refusal } from "./ui";

export function AccountDetails({ email, role }: { email: string; role: string }) {
  return (
    <dl className="mb-8 grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="font-semibold text-slate-900">Email</dt>
      <dd>{email}</dd>
      <dt className="font-semibold text-slate-900">Role</dt>
      <dd>{role === "owner" ? "Owner" : "Staff"}</dd>
    </dl>
  );
}

/** A code field for the two-step forms: the authenticator app's 6 digits. */
function CodeField({ label, error }: { label: string; error: string | undefined }) {
  return (
    <InputField
      name="code"
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      error={error}
    />
  );
}

export function TwoStepSignIn({
  on,
  required,
  enrolment,
  codeError,
}: {
  on: boolean;
  /** Owners require it of every account. */
  required: boolean;
  /** The key to set it up with, while it is off. */
  enrolment: { qrSvg: string; secret: string } | undefined;
  codeError: string | undefined;
}) {
  return (
    <section
      aria-labelledby="two-step"
      className="mb-8 max-w-xl rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="two-step" className="text-lg font-bold text-slate-900">
        Two-step sign-in
      </h2>
      {on ? (
        <TwoStepOn required={required} codeError={codeError} />
      ) : enrolment ? (
        <TwoStepSetup required={required} enrolment={enrolment} codeError={codeError} />
      ) : null}
    </section>
  );
}

function TwoStepOn({ required, codeError }: { required: boolean; codeError: string | undefined }) {
  return (
    <>
      <p className="mt-2 text-slate-700">On. Each sign-in asks for a code from your authenticator app.</p>
      {required ? (
        <p className="mt-2 text-slate-700">Owners require it for every account.</p>
      ) : (
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <input type="hidden" name="intent" value="disable-totp" />
          <CodeField label="Current 6-digit code, to turn it off" error={codeError} />
          <Button type="submit" variant="secondary">
            Turn off two-step sign-in
          </Button>
        </Form>
      )}
    </>
  );
}

function TwoStepSetup({
  required,
  enrolment,
  codeError,
}: {
  required: boolean;
  enrolment: { qrSvg: string; secret: string };
  codeError: string | undefined;
}) {
  return (
    <>
      {required ? (
        <Alert className="mt-3">Owners require two-step sign-in. Set it up to use the console.</Alert>
      ) : (
        <p className="mt-2 text-slate-700">
          Off. Turn it on so that a stolen password alone cannot open the console.
        </p>
      )}
      <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
        <li>
          Scan this code with an authenticator app (1Password, Google Authenticator, Microsoft
          Authenticator…).
          <div
            className="mt-3 w-48 rounded-lg border border-slate-200 bg-white"
            role="img"
            aria-label="QR code of your two-step sign-in key"
            // The SVG is drawn by the qrcode library from our own otpauth:// address.
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
        </li>
        <li>
          Or type this key into the app:{" "}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all">{enrolment.secret}</code>
        </li>
        <li>Enter the code the app shows.</li>
      </ol>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="enable-totp" />
        <CodeField label="6-digit code" error={codeError} />
        <Button type="submit">Turn on two-step sign-in</Button>
      </Form>
    </>
  );
}

/** A calendar URL just issued: shown once, as the page's answer, never stored. */
export interface NewCalendarUrls {
  webcal: string;
  https: string;
}

/** The private calendar feed of the agency's bookings (ADR 037): created, replaced or revoked here. */
export function CalendarSubscription({
  issued,
  newUrls,
  problem,
}: {
  /** When the current URL was issued, as Toronto reads it; undefined when there is none. */
  issued: string | undefined;
  newUrls: NewCalendarUrls | undefined;
  problem: string | undefined;
}) {
  return (
    <section
      aria-labelledby="calendar-subscription"
      className="mb-8 max-w-xl rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="calendar-subscription" className="text-lg font-bold text-slate-900">
        Calendar subscription
      </h2>
      <p className="mt-2 text-slate-700">
        The agency&apos;s bookings from {FEED_DAYS_BACK} days back onward, in your own calendar, updated about
        every {FEED_REFRESH_MINUTES} minutes. Cancelled meetings are removed. Keep the URL private: anyone who
        has it can read the bookings.
      </p>
      {problem ? <Refusal className="mt-3">{problem}</Refusal> : null}
      {newUrls ? <NewCalendarUrl urls={newUrls} /> : null}
      {issued ? (
        <>
          <p className="mt-4 text-slate-700">
            You have a subscription URL, created {issued}. It is not shown again: to see a URL, replace it.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="rotate-calendar-url" />
              <Button type="submit" variant="secondary">
                Replace the URL
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="revoke-calendar-url" />
              <Button type="submit" variant="secondary">
                Revoke the URL
              </Button>
            </Form>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-slate-700">You have no subscription URL.</p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="create-calendar-url" />
            <Button type="submit">Create a subscription URL</Button>
          </Form>
        </>
      )}
    </section>
  );
}

function NewCalendarUrl({ urls }: { urls: NewCalendarUrls }) {
  return (
    <div className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
      <p>
        <a href={urls.webcal} className="font-semibold underline">
          Subscribe in your calendar app
        </a>{" "}
        (Apple Calendar and Outlook open it). For Google Calendar, choose Other calendars, then From URL, and
        paste this address; in Outlook on the web, Add calendar, then Subscribe from web:
      </p>
      <label htmlFor="calendar-url" className="mt-3 block font-semibold">
        Subscription URL
      </label>
      <input
        id="calendar-url"
        type="text"
        readOnly
        value={urls.https}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs"
      />
    </div>
  );
}

export function SignedInBrowsers() {
  return (
    <section aria-labelledby="sessions" className="max-w-xl rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="sessions" className="text-lg font-bold text-slate-900">
        Signed-in browsers
      </h2>
      <p className="mt-2 text-slate-700">
        A session ends after 8 hours without use, and after 7 days in any case. Lost a laptop or phone? Sign
        out everywhere, then change your password.
      </p>
      <Form method="post" action="/admin/sign-out" className="mt-4">
        <input type="hidden" name="scope" value="everywhere" />
        <Button type="submit" variant="secondary">
          Sign out everywhere
        </Button>
      </Form>
    </section>
  );
}
