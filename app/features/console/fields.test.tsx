import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckboxGroupField, InputField, RadioGroupField, SelectInputField, TextAreaField } from "./fields";

/** The opening tag of the first element of that name. */
const tag = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`))?.[0] ?? "";

describe("a field's label, hint and error", () => {
  it("labels the control by its id, the name with the form's prefix", () => {
    const html = renderToStaticMarkup(<InputField name="email" label="Email" idPrefix="invite-" />);
    expect(tag(html, "label")).toContain('for="invite-email"');
    expect(tag(html, "input")).toContain('id="invite-email"');
    expect(tag(html, "input")).toContain('name="email"');
  });

  it("describes a control by nothing and leaves it valid when it has neither hint nor error", () => {
    const input = tag(renderToStaticMarkup(<InputField name="q" label="Search" />), "input");
    expect(input).not.toContain(" aria-describedby=");
    expect(input).not.toContain(" aria-invalid=");
  });

  it("describes a control by its hint", () => {
    const html = renderToStaticMarkup(<InputField name="q" label="Search" hint="Name or email" />);
    expect(tag(html, "input")).toContain('aria-describedby="q-hint"');
    expect(tag(html, "input")).not.toContain(" aria-invalid=");
    expect(html).toContain('<p id="q-hint" class="mt-1 text-sm text-slate-600">Name or email</p>');
  });

  it("marks a control with an error invalid and describes it by its hint, then its error", () => {
    const html = renderToStaticMarkup(
      <InputField name="from" label="From" hint="A date" error="Please enter a date" idPrefix="filter-" />,
    );
    expect(tag(html, "input")).toContain('aria-describedby="filter-from-hint filter-from-error"');
    expect(tag(html, "input")).toContain('aria-invalid="true"');
    expect(html).toContain(
      '<p id="filter-from-error" class="mt-1 text-sm font-semibold text-danger-800">Please enter a date</p>',
    );
  });

  it("wires a text area and a select the same way", () => {
    const area = renderToStaticMarkup(<TextAreaField name="note" label="Note" error="Too long" />);
    expect(tag(area, "textarea")).toContain('aria-describedby="note-error"');
    expect(tag(area, "textarea")).toContain('aria-invalid="true"');
    const select = renderToStaticMarkup(
      <SelectInputField name="role" label="Role" hint="Owners manage the team" options={[]} />,
    );
    expect(tag(select, "select")).toContain('aria-describedby="role-hint"');
    expect(tag(select, "select")).not.toContain(" aria-invalid=");
  });

  it("offers a select's options and selects the default", () => {
    const html = renderToStaticMarkup(
      <SelectInputField
        name="role"
        label="Role"
        defaultValue="owner"
        options={[
          { value: "staff", label: "Staff" },
          { value: "owner", label: "Owner" },
        ]}
      />,
    );
    expect(html).toContain(
      '<option value="staff">Staff</option><option value="owner" selected="">Owner</option>',
    );
  });

  it("passes the control's own attributes through", () => {
    const input = tag(
      renderToStaticMarkup(
        <InputField name="code" label="Code" inputMode="numeric" required maxLength={6} />,
      ),
      "input",
    );
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('required=""');
    expect(input).toContain('maxLength="6"');
  });
});

describe("a group of radio buttons", () => {
  const times = [
    { value: "09:00", label: "9:00 AM" },
    { value: "09:30", label: "9:30 AM" },
  ];

  it("names the group by its legend and gives each button its label", () => {
    const html = renderToStaticMarkup(
      <RadioGroupField id="move-time" name="timeSlot" legend="Free times" options={times} required />,
    );
    expect(html).toContain('<legend class="text-sm font-semibold text-slate-900">Free times</legend>');
    const buttons = [...html.matchAll(/<label\b[^>]*>(<input [^>]*\/>)([^<]*)<\/label>/g)];
    expect(buttons.map(([, , label]) => label)).toEqual(["9:00 AM", "9:30 AM"]);
    for (const [, input] of buttons) {
      expect(input).toContain('type="radio"');
      expect(input).toContain('name="timeSlot"');
      expect(input).toContain('required=""');
    }
    expect(tag(html, "fieldset")).not.toContain(" aria-describedby=");
  });

  it("describes the group, not each button, by its error", () => {
    const html = renderToStaticMarkup(
      <RadioGroupField id="move-time" name="timeSlot" legend="Free times" options={times} error="Taken" />,
    );
    expect(tag(html, "fieldset")).toContain('aria-describedby="move-time-error"');
    expect(html).toContain(
      '<p id="move-time-error" class="mt-1 text-sm font-semibold text-danger-800">Taken</p>',
    );
    expect(tag(html, "input")).not.toMatch(/ aria-[a-z]+=/);
  });
});

describe("a group of checkboxes", () => {
  const events = [
    { value: "lead.created", label: "lead.created", description: "A new lead." },
    { value: "booking.created", label: "booking.created", description: "A new booking." },
  ];

  it("labels each box and describes it by its own line, checked as given", () => {
    const html = renderToStaticMarkup(
      <CheckboxGroupField
        id="events"
        name="events"
        legend="Events to send"
        options={events}
        checked={["booking.created"]}
      />,
    );
    const boxes = [...html.matchAll(/<input [^>]*\/>/g)].map(([input]) => input);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toContain('id="events-lead.created"');
    expect(boxes[0]).toContain('aria-describedby="events-lead.created-description"');
    expect(boxes[0]).not.toContain("checked");
    expect(boxes[1]).toContain('checked=""');
    expect(html).toContain('<label for="events-lead.created"');
    expect(html).toContain(
      '<p id="events-booking.created-description" class="text-slate-700">A new booking.</p>',
    );
    expect(tag(html, "fieldset")).not.toContain(" aria-describedby=");
  });

  it("describes the group by its error", () => {
    const html = renderToStaticMarkup(
      <CheckboxGroupField
        id="events"
        name="events"
        legend="Events"
        options={events}
        checked={[]}
        error="Choose one"
      />,
    );
    expect(tag(html, "fieldset")).toContain('aria-describedby="events-error"');
    expect(html).toContain(
      '<p id="events-error" class="mt-1 text-sm font-semibold text-danger-800">Choose one</p>',
    );
  });
});
