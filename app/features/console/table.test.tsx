import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Column, DataTable, HeaderCell } from "./table";

interface Member {
  id: string;
  email: string;
  role: string;
}

const members: Member[] = [
  { id: "a", email: "ana@example.com", role: "Owner" },
  { id: "b", email: "bo@example.com", role: "Staff" },
];

const columns: Column<Member>[] = [
  { header: "Role", cell: (member) => member.role },
  { header: "Email", rowHeader: true, className: "font-semibold", cell: (member) => member.email },
];

const render = (rows: Member[], extra: { empty?: React.ReactNode; describedBy?: string } = {}) =>
  renderToStaticMarkup(
    <DataTable
      label="Accounts"
      caption="Console accounts"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id}
      {...extra}
    />,
  );

describe("DataTable", () => {
  it("sits in a named box the keyboard can scroll, with a caption for screen readers", () => {
    const html = render(members);
    expect(html).toMatch(
      /^<div role="region" aria-label="Accounts" tabindex="0" class="relative overflow-x-auto/,
    );
    expect(html).toContain('<caption class="sr-only">Console accounts</caption>');
  });

  it("heads each column", () => {
    expect(render(members)).toContain(
      '<thead class="bg-slate-50"><tr>' +
        '<th scope="col" class="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">Role</th>' +
        '<th scope="col" class="px-4 py-3 font-semibold whitespace-nowrap text-slate-900">Email</th>' +
        "</tr></thead>",
    );
  });

  it("writes a row per item, its row header column as a header cell with the column's classes", () => {
    expect(render(members)).toContain(
      '<tr><td class="px-4 py-3 align-top text-slate-800">Staff</td>' +
        '<th scope="row" class="px-4 py-3 align-top text-slate-800 font-semibold">bo@example.com</th></tr>',
    );
  });

  it("refers the table to a description when given one", () => {
    expect(render(members, { describedBy: "summary" })).toContain('aria-describedby="summary"');
    expect(render(members)).not.toContain("aria-describedby");
  });

  it("shows what stands for an empty list instead of the table", () => {
    expect(render([], { empty: <p>No one yet.</p> })).toBe("<p>No one yet.</p>");
  });

  it("shows the headers alone for an empty list without a stand-in", () => {
    const html = render([]);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('<tbody class="divide-y divide-slate-200"></tbody>');
  });
});

describe("HeaderCell", () => {
  it("heads a column, or with the row scope names its row", () => {
    const row = (cell: React.ReactNode) =>
      renderToStaticMarkup(
        <table>
          <tbody>
            <tr>{cell}</tr>
          </tbody>
        </table>,
      );
    expect(row(<HeaderCell>Time</HeaderCell>)).toContain('<th scope="col"');
    expect(
      row(
        <HeaderCell scope="row" className="align-top">
          9:00 AM
        </HeaderCell>,
      ),
    ).toContain(
      '<th scope="row" class="px-4 py-3 font-semibold whitespace-nowrap text-slate-900 align-top">9:00 AM</th>',
    );
  });
});
