/**
 * /admin/privacy, the erasure of everything personal held about an address: what it does, then
 * the reason (kept with the proof of consent) and the address typed again to confirm.
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, TextAreaField } from "~/features/console/fields";

export function ErasureForm({
  email,
  errors,
}: {
  email: string;
  errors: Record<string, string> | undefined;
}) {
  return (
    <section aria-labelledby="erase" className="rounded-xl border border-danger-200 bg-white p-6">
      <h2 id="erase" className="mb-2 text-xl font-bold text-slate-900">
        Erase this person&apos;s data
      </h2>
      <p className="mb-2 text-slate-800">In one step, which cannot be undone:</p>
      <ul className="mb-4 list-disc pl-6 text-slate-800">
        <li>upcoming meetings are cancelled and their slots freed, without emailing anyone;</li>
        <li>
          names, addresses, phones, companies, messages and campaign details are removed from leads and
          bookings;
        </li>
        <li>
          consent records keep the text, its version and hash, and a hash of the circumstances, with your
          reason;
        </li>
        <li>unsent emails are deleted and sent ones emptied; staff notes on the leads are removed.</li>
      </ul>
      <p className="mb-4 text-slate-800">Download the JSON first if the person asked for a copy.</p>
      {/* A long address in the confirmation's label breaks where it must: unbroken, it set the
          grid's width and pushed the form past a phone's screen. */}
      <Form method="post" className="grid max-w-xl gap-4 [overflow-wrap:anywhere]" noValidate>
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="email" value={email} />
        <TextAreaField
          name="reason"
          label="Reason"
          rows={3}
          required
          maxLength={500}
          hint="Kept with the consent proof and in the audit log: say how and when the request came, not who made it."
          error={errors?.reason}
        />
        <InputField
          name="confirmation"
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          required
          error={errors?.confirmation}
        />
        <div>
          <Button type="submit" variant="danger">
            Erase everything about this address
          </Button>
        </div>
      </Form>
    </section>
  );
}
