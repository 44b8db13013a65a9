/**
 * Every email the site sends, rendered as the outbox renders it and opened in the browser at a
 * desktop client's 600 px and a small phone's 320 px (issue 26, item 6): nothing wider than the
 * window, the main action a visible button to the right address, the logo loaded from the site
 * with its alt text, axe clean, and every line of text at 4.5:1 or more against what is behind
 * it, in the light palette, in the dark one a client applies (prefers-color-scheme), and in the
 * light palette turned negative as the clients that invert colours do.
 *
 * The logo is served by this run's server (the build draws it), so the emails are rendered with
 * its origin as SITE_URL; their links are the samples' and are read, never opened.
 */
import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { EMAIL_LOGO_PATH } from "../../app/domain/meta";
import { renderEmail } from "../../app/server/mail/templates.server";
import { visitorEmailWords } from "../../app/server/mail/visitor-words.server";
import { emailSamples } from "../support/email-samples";
import { expectNoAxeViolations } from "./support/axe";

const MINIMUM_CONTRAST = 4.5;

/** A text that reads below the minimum: where, its colours, and the ratio. */
interface ContrastFault {
  text: string;
  colour: string;
  background: string;
  ratio: number;
}

/**
 * Runs in the page: the contrast of every visible piece of text with the first opaque background
 * behind it (the canvas's when none is), as drawn, or with both colours inverted.
 */
function contrastFaults({ minimum, inverted }: { minimum: number; inverted: boolean }): ContrastFault[] {
  const channels = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
  const invert = ([r, g, b, a = 1]: number[]) => [255 - r!, 255 - g!, 255 - b!, a];
  const luminance = ([r, g, b]: number[]) => {
    const linear = [r!, g!, b!].map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
  };
  const canvas = channels(getComputedStyle(document.documentElement).backgroundColor);
  const backgroundOf = (element: Element | null): number[] => {
    for (let node = element; node; node = node.parentElement) {
      const colour = channels(getComputedStyle(node).backgroundColor);
      if ((colour[3] ?? 1) > 0) return colour;
    }
    // The canvas of a document with no background of its own: white, or dark in a dark scheme.
    return (canvas[3] ?? 1) > 0
      ? canvas
      : matchMedia("(prefers-color-scheme: dark)").matches
        ? [18, 18, 18]
        : [255, 255, 255];
  };
  const faults: ContrastFault[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement!;
    const text = node.textContent!.replace(/[\s\u200b-\u200f\ufeff]+/g, " ").trim();
    if (!text || element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
    let foreground = channels(style.color);
    let background = backgroundOf(element);
    if (inverted) [foreground, background] = [invert(foreground), invert(background)];
    const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    const ratio = (lighter! + 0.05) / (darker! + 0.05);
    if (ratio < minimum)
      faults.push({
        text: text.slice(0, 40),
        colour: style.color,
        background: `rgb(${background.join(",")})`,
        ratio,
      });
  }
  return faults;
}

async function expectReadable(page: Page, scheme: "light" | "dark", inverted = false) {
  await page.emulateMedia({ colorScheme: scheme });
  const faults = await page.evaluate(contrastFaults, { minimum: MINIMUM_CONTRAST, inverted });
  expect(faults, `${scheme}${inverted ? ", inverted" : ""}`).toEqual([]);
}

for (const sample of emailSamples) {
  for (const width of [600, 320]) {
    test(`${sample.name} at ${width} px: fits, shows its logo and button, passes axe and keeps its contrast`, async ({
      page,
    }) => {
      // Axe twice and three contrast scans: seconds when idle, more on a busy machine.
      test.slow();
      const email = await renderEmail(sample.content, baseURL);
      const locale = "locale" in sample.content ? sample.content.locale : "en";
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(email.html, { waitUntil: "load" });

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);

      const logo = page.getByRole("img", { name: visitorEmailWords[locale].logoAlt, exact: true });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute("src", `${baseURL}${EMAIL_LOGO_PATH}`);
      // Loaded from the site (served cross-origin) and drawn, not its alt text in a broken frame.
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
        120,
      );

      if (sample.action) {
        const links = page.getByRole("link", { name: sample.action.label, exact: true });
        await expect(links).toHaveCount(1);
        await expect(links).toBeVisible();
        await expect(links).toHaveAttribute("href", sample.action.href);
        const box = (await links.boundingBox())!;
        expect(box.x + box.width, "the button's right edge").toBeLessThanOrEqual(width);
        expect(box.height, "a button, not a line of text").toBeGreaterThanOrEqual(44);
        // The address is written out under the button, for a client where it does not work.
        await expect(page.getByRole("link", { name: sample.action.href, exact: true })).toBeVisible();
      }

      await expectNoAxeViolations(page);
      await expectReadable(page, "light");
      await expectReadable(page, "light", true);
      await expectReadable(page, "dark");
      await expectNoAxeViolations(page);
    });
  }
}
