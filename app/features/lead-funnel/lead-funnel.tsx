import { Fragment } from "react";
import { Button } from "~/components/ui/button";
import { NoScriptNotice } from "~/components/ui/no-script-notice";
import { Alert } from "~/components/ui/status";
import { CheckboxField, ChoiceGroup, SelectField, TextField } from "~/components/ui/form-fields";
import type { FunnelCopy } from "~/content/contact";
import { useFunnelCopy } from "./copy";
import { site } from "~/content/site";
import { consentTexts } from "~/domain/consent";
import {
  HONEYPOT_FIELD,
  type LeadFormValues,
  type LeadRequest,
  budgets,
  industries,
  intents,
  leadFunnelSteps,
  leadTypes,
  optionLabel,
  roles,
  territories,
  volumes,
} from "~/domain/lead-request";
import { pathIn } from "~/content/public-paths";
import type { Locale } from "~/domain/locale";
import { type BilingualOption, optionsIn } from "~/domain/validation";
import { m } from "~/paraglide/messages.js";
import { useLocale } from "~/use-locale";
import { useLeadFunnel } from "./use-lead-funnel";

const stepCount = leadFunnelSteps.length;
// Whole classes, so that Tailwind finds them (and no inline style, which the CSP forbids).
const progressWidths = ["w-1/5", "w-2/5", "w-3/5", "w-4/5", "w-full"];

type ReviewedField = keyof FunnelCopy["labels"];
/** Steps 1-4, which the review step shows with a way back to each. */
const reviewedSteps = leadFunnelSteps.slice(0, -1) as readonly {
  title: string;
  fields: readonly ReviewedField[];
}[];

/**
 * The lead's consent text as the server records it, in the page's language, with its two
 * documents linked to their pages in that language.
 */
const consentDocuments = {
  en: { "Privacy Policy": pathIn("/privacy", "en"), "Terms of Service": pathIn("/terms", "en") },
  fr: {
    "Politique de confidentialité": pathIn("/privacy", "fr"),
    "Conditions d’utilisation": pathIn("/terms", "fr"),
  },
} satisfies Record<Locale, Record<string, string>>;

function ConsentLabel({ locale }: { locale: Locale }) {
  const links: Record<string, string> = consentDocuments[locale];
  const parts = consentTexts.lead[locale].text.split(new RegExp(`(${Object.keys(links).join("|")})`));
  return parts.map((part, index) =>
    links[part] ? (
      <a key={index} href={links[part]} className="font-semibold text-brand-800 underline">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** How each field reads on the review step; the options show their labels. */
const reviewOptions: Partial<Record<keyof LeadFormValues, readonly BilingualOption[]>> = {
  role: roles,
  intent: intents,
  industry: industries,
  budget: budgets,
  volume: volumes,
  leadType: leadTypes,
};

function reviewValue(
  values: LeadFormValues,
  field: ReviewedField,
  notProvided: string,
  locale: Locale,
): string {
  const value = values[field];
  if (Array.isArray(value))
    return value.map((territory) => optionLabel(optionsIn(territories, locale), territory)).join(", ");
  const options = reviewOptions[field];
  return (options ? optionLabel(optionsIn(options, locale), value) : value) || notProvided;
}

type Funnel = Omit<ReturnType<typeof useLeadFunnel>, "funnelRef" | "headingRef">;

/** The five-step lead request of /contact (spec.md sections 2 and 4). */
export function LeadFunnel({ onSaved }: { onSaved: (lead: LeadRequest) => void }) {
  const funnelCopy = useFunnelCopy();
  const locale = useLocale();
  const { funnelRef, headingRef, ...funnel } = useLeadFunnel(onSaved);
  const { stepIndex } = funnel;
  const lastStep = stepIndex + 1 === stepCount;

  return (
    <form
      ref={funnelRef}
      noValidate
      aria-labelledby="lead-step-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (lastStep) void funnel.submit(event.currentTarget);
        else funnel.next();
      }}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <FunnelProgress stepIndex={stepIndex} />

      <fieldset disabled={!funnel.ready || funnel.sending} className="mt-6">
        <h2
          id="lead-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {funnelCopy.steps[stepIndex]}
        </h2>
        <p className="mt-1 text-slate-700">{funnelCopy.stepIntros[stepIndex]}</p>
        <div className="mt-6 space-y-6">
          <StepFields funnel={funnel} />
        </div>

        {/* Bots fill in every field; people never see or reach this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={HONEYPOT_FIELD}>{m.honeypot_label({}, { locale })}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>

        {funnel.failure ? <SendFailure failure={funnel.failure} /> : null}

        {/* No way back from the first step, so no Previous on it (not a disabled one): Next stays on the right. */}
        <div
          className={`mt-8 flex items-center gap-4 border-t border-slate-200 pt-6 ${stepIndex > 0 ? "justify-between" : "justify-end"}`}
        >
          {stepIndex > 0 ? (
            <Button type="button" onClick={funnel.previous} variant="secondary">
              {funnelCopy.previous}
            </Button>
          ) : null}
          <Button type="submit">
            {lastStep ? (funnel.sending ? funnelCopy.sending : funnelCopy.submit) : funnelCopy.next}
          </Button>
        </div>
      </fieldset>
      <NoScriptNotice reason={funnelCopy.noScript} className="mt-4" />
    </form>
  );
}

/** "Step n of 5" and the bar that shows it. */
function FunnelProgress({ stepIndex }: { stepIndex: number }) {
  const funnelCopy = useFunnelCopy();
  const stepNumber = stepIndex + 1;
  return (
    <>
      <div className="flex items-baseline justify-between text-sm">
        <p id="lead-progress" className="font-semibold text-brand-800">
          {funnelCopy.progress(stepNumber, stepCount)}
        </p>
        <p className="text-slate-600">{funnelCopy.title}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby="lead-progress"
        aria-valuemin={1}
        aria-valuemax={stepCount}
        aria-valuenow={stepNumber}
        aria-valuetext={funnelCopy.progressValue(stepNumber, stepCount, funnelCopy.steps[stepIndex]!)}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full bg-brand-700 transition-[width] ${progressWidths[stepIndex]}`} />
      </div>
    </>
  );
}

/** The fields of the step the visitor is on. */
function StepFields({ funnel }: { funnel: Funnel }) {
  const funnelCopy = useFunnelCopy();
  const locale = useLocale();
  const { labels, hints } = funnelCopy;
  const { values, stepIndex, errorOf, setField } = funnel;
  const field = (name: keyof typeof labels, required = true) => ({
    id: name,
    label: labels[name],
    required,
    error: errorOf(name),
  });
  const choose = (name: "role" | "intent" | "leadType", options: readonly BilingualOption[]) => (
    <ChoiceGroup
      {...field(name)}
      type="radio"
      options={optionsIn(options, locale)}
      selected={[values[name]]}
      onToggle={(value) => setField(name, value as LeadFormValues[typeof name])}
    />
  );
  const select = (
    name: "industry" | "budget" | "volume",
    options: readonly BilingualOption[],
    hint?: string,
  ) => (
    <SelectField
      {...field(name)}
      {...(hint ? { hint } : {})}
      options={optionsIn(options, locale)}
      placeholder={funnelCopy.selectPlaceholder}
      value={values[name]}
      onValueChange={(value) => setField(name, value as LeadFormValues[typeof name])}
    />
  );
  const text = (name: "name" | "email" | "company" | "phone" | "message", required = true) => ({
    ...field(name, required),
    value: values[name],
    onValueChange: (value: string) => setField(name, value),
  });

  switch (stepIndex) {
    case 0:
      return (
        <>
          <TextField {...text("name")} autoComplete="name" />
          <TextField {...text("email")} type="email" autoComplete="email" />
          <TextField {...text("company")} autoComplete="organization" />
          <TextField {...text("phone", false)} type="tel" autoComplete="tel" hint={hints.phone} />
        </>
      );
    case 1:
      return (
        <>
          {choose("role", roles)}
          {choose("intent", intents)}
        </>
      );
    case 2:
      return (
        <>
          {select("industry", industries)}
          <ChoiceGroup
            {...field("territories")}
            hint={hints.territories}
            type="checkbox"
            columns={2}
            options={optionsIn(territories, locale)}
            selected={values.territories}
            onToggle={funnel.toggleTerritory}
          />
        </>
      );
    case 3:
      return (
        <>
          {select("budget", budgets, hints.budget)}
          {select("volume", volumes, hints.volume)}
          {choose("leadType", leadTypes)}
          <TextField {...text("message", false)} hint={hints.message} rows={4} />
        </>
      );
    default:
      return <ReviewStep funnel={funnel} />;
  }
}

/** Step 5: what steps 1-4 hold, each with a way back to it, and the consent. */
function ReviewStep({ funnel }: { funnel: Funnel }) {
  const funnelCopy = useFunnelCopy();
  const locale = useLocale();
  const { labels } = funnelCopy;
  const { values, errorOf, setField } = funnel;
  return (
    <>
      {reviewedSteps.map((reviewed, index) => (
        <section
          key={reviewed.title}
          aria-labelledby={`review-${index}`}
          className="rounded-xl bg-slate-50 p-4"
        >
          <div className="flex items-center justify-between gap-4">
            <h3 id={`review-${index}`} className="font-semibold text-slate-900">
              {funnelCopy.steps[index]}
            </h3>
            <Button type="button" variant="ghost" size="sm" onClick={() => funnel.goToStep(index)}>
              {funnelCopy.edit}
              <span className="sr-only"> {funnelCopy.steps[index]}</span>
            </Button>
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
            {reviewed.fields.map((name) => (
              <Fragment key={name}>
                <dt className="text-slate-600">{labels[name]}</dt>
                <dd className="break-words text-slate-900">
                  {reviewValue(values, name, funnelCopy.notProvided, locale)}
                </dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
      <CheckboxField
        id="consent"
        label={<ConsentLabel locale={locale} />}
        error={errorOf("consent")}
        checked={values.consent}
        onCheckedChange={(checked) => setField("consent", checked)}
      />
    </>
  );
}

/** A send that failed: the answers are kept, another way to reach us, and a retry. */
function SendFailure({ failure }: { failure: string }) {
  const funnelCopy = useFunnelCopy();
  return (
    <Alert className="mt-6">
      <p className="font-semibold">{funnelCopy.failure.title}</p>
      <p className="mt-1">
        {failure} {funnelCopy.failure.kept}
      </p>
      <p className="mt-1">
        {funnelCopy.failure.otherWay}{" "}
        <a href={`mailto:${site.email}`} className="font-semibold underline">
          {site.email}
        </a>{" "}
        {funnelCopy.failure.or}{" "}
        <a href={site.phone.href} className="font-semibold underline">
          {site.phone.display}
        </a>{" "}
        ({funnelCopy.officeHours}).
      </p>
      <div className="mt-3">
        <Button type="submit" name="retry">
          {funnelCopy.failure.retry}
        </Button>
      </div>
    </Alert>
  );
}
