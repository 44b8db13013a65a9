// Progressive enhancement shared by every page, kept tiny so content pages ship no framework
// JavaScript: the header blurs after 20 px of scrolling, the mobile menu closes when one of its
// links is chosen (and its button says whether it is open), and the footer shows this year even on pages prerendered in an earlier one.
(() => {
  const header = document.querySelector("[data-site-header]");
  const update = () => header && header.toggleAttribute("data-scrolled", window.scrollY > 20);
  window.addEventListener("scroll", update, { passive: true });
  document.addEventListener("DOMContentLoaded", () => {
    update();
    const menu = document.querySelector("[data-mobile-menu]");
    const toggle = document.querySelector("[data-mobile-menu-toggle]");
    menu?.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest("a")) menu.hidePopover();
    });
    menu?.addEventListener("toggle", (event) => {
      toggle?.setAttribute("aria-expanded", String(event.newState === "open"));
    });
    for (const year of document.querySelectorAll("[data-current-year]")) {
      year.textContent = String(new Date().getFullYear());
    }
  });
})();
