import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { emailSamples, sampleOrigin } from "../../../tests/support/email-samples";
import { createLogger } from "../logger.server";
import { EmailRenderThread } from "./render-thread.server";
import { type EmailContent, renderEmail } from "./templates.server";

// The thread's entry from source, as `npm run dev` starts it; the built one is the site's in the
// end-to-end tests, whose emails it renders.
const threadModule = path.resolve(import.meta.dirname, "../../../server/email-render-thread.ts");

/** Content that passes for an email's in its kind but lacks what the template reads. */
const unrenderable = { kind: "booking-confirmation", locale: "en" } as unknown as EmailContent;

describe("EmailRenderThread", () => {
  let renderer: EmailRenderThread | undefined;
  afterEach(() => renderer?.close());

  const start = () =>
    (renderer = new EmailRenderThread({
      module: threadModule,
      siteUrl: sampleOrigin,
      logger: createLogger("silent"),
    }));

  it("renders every kind of email, in every language, as this thread renders it", async () => {
    const thread = start();
    const rendered = await Promise.all(emailSamples.map((sample) => thread.render(sample.content)));
    for (const [index, sample] of emailSamples.entries())
      expect(rendered[index], sample.name).toEqual(await renderEmail(sample.content, sampleOrigin));
  });

  it("fails a render whose template throws, with the template's message, and renders the next", async () => {
    const thread = start();
    const inThisThread = await renderEmail(unrenderable, sampleOrigin).then(
      () => "rendered",
      (error: Error) => error.message,
    );
    expect(inThisThread).not.toBe("rendered");
    await expect(thread.render(unrenderable)).rejects.toThrow(inThisThread);
    const sample = emailSamples[0]!;
    expect((await thread.render(sample.content)).subject).toBe(
      (await renderEmail(sample.content, sampleOrigin)).subject,
    );
  });

  it("fails the renders a stopped thread had not answered, and starts a new thread for the next", async () => {
    const thread = start();
    const sample = emailSamples[0]!;
    await thread.render(sample.content);
    const unanswered = expect(
      Promise.all(emailSamples.map((each) => thread.render(each.content))),
    ).rejects.toThrow(/email renderer's thread stopped/);
    await thread.close();
    await unanswered;
    expect((await thread.render(sample.content)).subject).toBe(
      (await renderEmail(sample.content, sampleOrigin)).subject,
    );
  });
});
