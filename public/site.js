// Progressive enhancement shared by every page, kept tiny so content pages ship no framework
// JavaScript: the header blurs after 20 px of scrolling, the mobile menu closes when one of its
// links is chosen (and its button says whether it is open), the language switch takes the page's
// query along, the footer shows this year even on pages prerendered in an earlier one, and
// hydrated pages and islands start once the page has painted (app/server/html.server.ts made their
// module tags inert; app/components/island.tsx).
(() => {
  const header = document.querySelector("[data-site-header]");
  const update = () => header && header.toggleAttribute("data-scrolled", window.scrollY > 20);
  window.addEventListener("scroll", update, { passive: true });

  const hydrate = () => {
    for (const link of document.querySelectorAll("link[data-hydration-preload]")) link.rel = "modulepreload";
    for (const island of document.querySelectorAll("[data-island-src]")) {
      const script = document.createElement("script");
      script.type = "module";
      script.src = island.getAttribute("data-island-src");
      document.head.append(script);
    }
    const source = document.querySelector('script[type="text/hydration-module"]');
    if (!source) return;
    const module = document.createElement("script");
    module.type = "module";
    module.nonce = source.nonce;
    module.textContent = source.textContent;
    document.head.append(module);
  };
  // The scripts are asked for once the page has loaded and its main content has painted (the
  // browser's first largest-contentful-paint entry), so that they never compete with that paint.
  // A tab opened in the background reports no paint: after 2 s it is not waited for.
  const loaded = new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", resolve, { once: true });
  });
  const painted = new Promise((resolve) => {
    setTimeout(resolve, 2000);
    if (!PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) return resolve();
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      resolve();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  Promise.all([loaded, painted]).then(() => requestAnimationFrame(() => setTimeout(hydrate, 0)));

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

  // The language switch leads to the same page with the same query (a campaign's tags, the blog's
  // filter, the booking's day and time), which a prerendered page learns only here, as it is followed.
  document.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element && event.target.closest("a[data-language-switch]");
      if (link) link.search = location.search;
    },
    true,
  );
})();
