import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

describe("EmailAddress", () => {
  it("offers a line break after the @ and before each dot of the domain, nowhere else", () => {
    expect(renderToStaticMarkup(<EmailAddress email="marc.tremblay@capitalreno.example" />)).toBe(
      '<span class="break-words">marc.tremblay@<wbr/>capitalreno<wbr/>.example</span>',
    );
  });

  it("keeps the text exactly as typed, an @ in the local part included", () => {
    const html = renderToStaticMarkup(<EmailAddress email={'"a@b"@x.co.uk'} />);
    expect(html.replaceAll("<wbr/>", "")).toBe('<span class="break-words">&quot;a@b&quot;@x.co.uk</span>');
  });

  it("shows a value without an @ as it is", () => {
    expect(renderToStaticMarkup(<EmailAddress email="not-an-address" />)).toBe(
      '<span class="break-words">not-an-address</span>',
    );
  });
});
