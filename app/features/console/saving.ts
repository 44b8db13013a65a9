/**
 * How a console page shows a save (issue 28): its answer together with the data it changed, and
 * a reload after every save, refused or not. Two React Router behaviours make this necessary:
 *
 * - An action's data reaches the page before the loaders have run again: a notice built from it
 *   would say "Moved to Contacted" above the old badge and history, and the form, still showing
 *   the old status, could be posted again from it and be refused as somebody else's change.
 * - After an action that answers 400 or more, the loaders do not run again by default: a refusal
 *   because somebody else changed the record would be shown above the record as it was.
 *
 * Once the page has settled, the focus goes to what announces the answer: the button that was
 * pressed was disabled meanwhile (or is gone), and the browser would otherwise leave the focus on
 * the page's body, from where a keyboard or screen reader user starts again at the top.
 */
import { useEffect, useRef } from "react";
import { type ShouldRevalidateFunction, useNavigation } from "react-router";

/**
 * What marks a save's answer (a notice or a refusal, features/console/ui.tsx): the first on the
 * page takes the focus once the save has settled.
 */
export const saveAnswerMark = { "data-save-answer": "", tabIndex: -1 } as const;

/**
 * Where the focus goes after a save: its answer; else the first field it refused, whose error the
 * field reads aloud; else the page's heading.
 */
function focusAfterSave() {
  const page = document.querySelector("main") ?? document.body;
  const target =
    page.querySelector<HTMLElement>("[data-save-answer]") ??
    page.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    page.querySelector<HTMLElement>("h1");
  if (!target) return;
  if (!target.hasAttribute("tabindex") && target.tabIndex < 0) target.setAttribute("tabindex", "-1");
  target.focus();
}

/**
 * The action's answer once the page's data has been reloaded, and whether a save (or any other
 * navigation) is still under way, during which the page's forms are disabled: until the reload,
 * they hold the state from before the save. When a save settles, the focus moves to its answer.
 */
export function useSettledAnswer<A>(actionData: A | undefined): { answer: A | undefined; saving: boolean } {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle";
  const posted = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") {
      // A post is a save; a link or a GET form (the booking page's free times) is not.
      if (navigation.formMethod?.toUpperCase() === "POST") posted.current = true;
    } else if (posted.current) {
      posted.current = false;
      focusAfterSave();
    }
  }, [navigation.state, navigation.formMethod]);
  return { answer: saving ? undefined : actionData, saving };
}

/** Every post reloads the page's data, a refused one too, so that a refusal shows the current state. */
export const shouldRevalidateAfterSave: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;
