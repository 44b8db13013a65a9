/**
 * On a narrow screen the times are stacked below the calendar, out of sight once a day is chosen:
 * scroll their heading up (the page's scroll-padding clears the sticky header), smoothly unless the
 * visitor prefers reduced motion, and move focus to it, so that the next Tab reaches the first time
 * and a screen reader starts there; the times' status line, a live region, announces the loading
 * and then how many are free. Side by side, the times are level with the calendar: focus stays on
 * the chosen day, where the arrow keys still work (ADR 017). Both pickers, booking and moving a
 * booking, follow this one rule.
 */
export function revealStackedTimes(timesHeading: HTMLElement, calendar: Element) {
  const stacked = timesHeading.getBoundingClientRect().top > calendar.getBoundingClientRect().bottom;
  if (!stacked) return;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  timesHeading.focus({ preventScroll: true });
  timesHeading.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
}
