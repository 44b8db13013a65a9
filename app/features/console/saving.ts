/**
 * How a console page shows a save (issue 28): its answer together with the data it changed, and
 * a reload after every save, refused or not. Two React Router behaviours make this necessary:
 *
 * - An action's data reaches the page before the loaders have run again: a notice built from it
 *   would say "Moved to Contacted" above the old badge and history, and the form, still showing
 *   the old status, could be posted again from it and be refused as somebody else's change.
 * - After an action that answers 400 or more, the loaders do not run again by default: a refusal
 *   because somebody else changed the record would be shown above the record as it was.
 */
import { type ShouldRevalidateFunction, useNavigation } from "react-router";

/**
 * The action's answer once the page's data has been reloaded, and whether a save (or any other
 * navigation) is still under way, during which the page's forms are disabled: until the reload,
 * they hold the state from before the save.
 */
export function useSettledAnswer<A>(actionData: A | undefined): { answer: A | undefined; saving: boolean } {
  const saving = useNavigation().state !== "idle";
  return { answer: saving ? undefined : actionData, saving };
}

/** Every post reloads the page's data, a refused one too, so that a refusal shows the current state. */
export const shouldRevalidateAfterSave: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => formMethod?.toUpperCase() === "POST" || defaultShouldRevalidate;
