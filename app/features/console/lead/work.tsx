/**
 * /admin/leads/:id, the work on the lead: the form that moves it on and adds a note, and its
 * history, oldest first.
 */
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectInputField, TextAreaField } from "~/features/console/fields";
import { FormProblems, SavingFieldset } from "~/features/console/ui";
import { type Instant, Section, Time } from "./record";

export function StatusAndNotes({
  lead,
  errors,
  typed,
  noteMaxLength,
  saving,
}: {
  lead: {
    status: string;
    statusLabel: string;
    erased: Instant | null;
    moveOptions: { value: string; label: string }[];
    /** Its moves and notes: one more after each change. */
    history: readonly object[];
  };
  errors: Record<string, string> | undefined;
  /** What a refused form carried, so that it is not lost without JavaScript. */
  typed: { status: string; note: string } | undefined;
  noteMaxLength: number;
  saving: boolean;
}) {
  return (
    <Section id="work" title="Status and notes">
      {lead.erased ? (
        <p className="text-sm text-slate-700">An erased lead can no longer be changed.</p>
      ) : (
        // A new key after each change empties the form, as a page loaded afresh would.
        <Form method="post" className="space-y-4" key={lead.history.length} noValidate>
          <FormProblems errors={errors} />
          <input type="hidden" name="currentStatus" value={lead.status} />
          {/* Closed while a save is under way, also because what was typed meanwhile would be
              emptied when the saved change arrives. */}
          <SavingFieldset saving={saving} className="space-y-4">
            <SelectInputField
              name="status"
              label="Status"
              options={[{ value: "", label: `Keep as ${lead.statusLabel}` }, ...lead.moveOptions]}
              defaultValue={typed?.status ?? ""}
              error={errors?.status}
            />
            <TextAreaField
              name="note"
              label="Note"
              hint="Optional with a move. Staff see it in the history; it is never sent to the lead."
              rows={4}
              maxLength={noteMaxLength}
              defaultValue={typed?.note ?? ""}
              error={errors?.note}
            />
            <Button type="submit" name="intent" value="update">
              Save
            </Button>
          </SavingFieldset>
        </Form>
      )}
    </Section>
  );
}

/**
 * Who works the lead: any member of staff whose account is not disabled, or nobody. The owner the
 * page showed goes with the choice, so that a choice from an out-of-date page is refused.
 */
export function LeadOwner({
  owner,
  erased,
  errors,
  saving,
}: {
  owner: { current: string; label: string; options: { value: string; label: string }[] };
  erased: boolean;
  errors: Record<string, string> | undefined;
  saving: boolean;
}) {
  return (
    // Not "owner": the form's field has that id.
    <Section id="lead-owner" title="Owner">
      {erased ? (
        <p className="text-sm text-slate-700">An erased lead can no longer be given to anyone.</p>
      ) : (
        // A new key after each change shows the saved owner, as a page loaded afresh would.
        <Form method="post" className="space-y-4" key={owner.current} noValidate>
          <FormProblems errors={errors} />
          <input type="hidden" name="currentOwner" value={owner.current} />
          <SavingFieldset saving={saving} className="space-y-4">
            <SelectInputField
              name="owner"
              label="Given to"
              hint={`Now: ${owner.label}`}
              options={owner.options}
              defaultValue={owner.current}
              error={errors?.owner}
            />
            <Button type="submit" name="intent" value="assign" variant="secondary">
              Save owner
            </Button>
          </SavingFieldset>
        </Form>
      )}
    </Section>
  );
}

export interface LeadEvent {
  id: number;
  at: Instant;
  /** The statuses of a move; none for a note alone. */
  from: string | null;
  to: string | null;
  staffEmail: string | null;
  note: string | null;
}

export function LeadHistory({ received, events }: { received: Instant; events: LeadEvent[] }) {
  return (
    <Section id="history" title="History">
      <ol className="space-y-4 text-sm">
        <li>
          <p className="font-semibold text-slate-900">Received</p>
          <p className="text-slate-700">
            <Time at={received} />
          </p>
        </li>
        {events.map((event) => (
          <li key={event.id} className="border-t border-slate-200 pt-4">
            <p className="font-semibold text-slate-900">
              {event.to ? `${event.from} → ${event.to}` : "Note"}
            </p>
            <p className="text-slate-700">
              <Time at={event.at} /> by {event.staffEmail ?? "a removed account"}
            </p>
            {event.note ? (
              <p className="mt-1 break-words whitespace-pre-line text-slate-900">{event.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
