import { Button } from "~/components/ui/button";
import { Alert } from "~/components/ui/status";
import { CheckboxField, ChoiceGroup, SelectField, TextField, toggled } from "~/components/ui/form-fields";
import { useBookACallCopy } from "./book-a-call-copy";
import { type BookingFormValues, type Topic, meetingTypes, topics } from "~/domain/booking-request";
import { optionsIn } from "~/domain/validation";
import { consentTexts } from "~/domain/consent";
import { formatBookingDate, formatSlotWithZone } from "~/domain/time";
import { useLocale } from "~/use-locale";

const sectionTitle = "text-lg font-semibold text-slate-900";

/** The form view (spec.md section 2): the booking's details, the visitor's, and the consent. */
export function BookingForm({
  date,
  time,
  values,
  saving,
  alert,
  errorOf,
  setField,
  onBack,
  onSubmit,
}: {
  date: string;
  time: string;
  values: BookingFormValues;
  saving: boolean;
  alert: string | null;
  errorOf: (field: keyof BookingFormValues) => string | undefined;
  setField: <Field extends keyof BookingFormValues>(field: Field, value: BookingFormValues[Field]) => void;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { form } = useBookACallCopy();
  const locale = useLocale();
  const text = (
    name: "name" | "email" | "phone" | "company",
    type: "text" | "email" | "tel",
    autoComplete: string,
  ) => (
    <TextField
      id={name}
      label={form.labels[name]}
      required={name === "name" || name === "email"}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={errorOf(name)}
      onValueChange={(value) => setField(name, value)}
    />
  );
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="booking-details-title"
        className="rounded-2xl border border-slate-200 bg-brand-50 p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2
            id="booking-details-title"
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none"
          >
            {form.detailsTitle}
          </h2>
          <Button type="button" onClick={onBack} variant="secondary">
            {form.back}
          </Button>
        </div>
        <p className="mt-3 text-slate-800">
          <strong>{formatBookingDate(date, locale)}</strong> {form.at}{" "}
          <strong>{formatSlotWithZone(date, time, locale)}</strong>
        </p>
      </section>

      <form
        noValidate
        aria-labelledby="booking-details-title"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <fieldset disabled={saving} className="space-y-8">
          <section aria-labelledby="contact-information-title" className="space-y-5">
            <h3 id="contact-information-title" className={sectionTitle}>
              {form.contactTitle}
            </h3>
            <div className="grid gap-5 sm:grid-cols-2">
              {text("name", "text", "name")}
              {text("email", "email", "email")}
              {text("phone", "tel", "tel")}
              {text("company", "text", "organization")}
            </div>
          </section>
          <section aria-labelledby="meeting-focus-title" className="space-y-5">
            <h3 id="meeting-focus-title" className={sectionTitle}>
              {form.focusTitle}
            </h3>
            <SelectField
              id="meetingType"
              label={form.labels.meetingType}
              required
              options={optionsIn(meetingTypes, locale)}
              placeholder={form.meetingTypePlaceholder}
              value={values.meetingType}
              error={errorOf("meetingType")}
              onValueChange={(value) => setField("meetingType", value as BookingFormValues["meetingType"])}
            />
            <ChoiceGroup
              id="topics"
              label={form.labels.topics}
              required
              type="checkbox"
              columns={2}
              options={optionsIn(topics, locale)}
              selected={values.topics}
              error={errorOf("topics")}
              onToggle={(topic, checked) =>
                setField("topics", toggled(values.topics, topic as Topic, checked))
              }
            />
            <TextField
              id="goals"
              label={form.labels.goals}
              rows={3}
              value={values.goals}
              error={errorOf("goals")}
              onValueChange={(value) => setField("goals", value)}
            />
          </section>
          <CheckboxField
            id="consent"
            label={consentTexts.booking[locale].text}
            checked={values.consent}
            error={errorOf("consent")}
            onCheckedChange={(checked) => setField("consent", checked)}
          />
          {alert ? <Alert>{alert}</Alert> : null}
          <Button id="confirm-booking" type="submit" fullWidth="phone">
            {saving ? form.saving : form.submit}
          </Button>
        </fieldset>
      </form>
    </div>
  );
}
