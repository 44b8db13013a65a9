import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("compliance", "routes/compliance.tsx"),
  route("industries", "routes/industries.tsx"),
  route("about", "routes/about.tsx"),
  route("blogs", "routes/blogs.tsx"),
  route("blogs/:id", "routes/article.tsx"),
  route("contact", "routes/contact.tsx"),
  route("book-a-call", "routes/book-a-call.tsx"),
  route("bookings/:id", "routes/manage-booking.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  // The French site (ADR 036): the same screens at French paths (app/content/public-paths.ts); each
  // screen takes its language from its path.
  ...prefix("fr", [
    index("routes/home.tsx", { id: "fr/home" }),
    route("services", "routes/services.tsx", { id: "fr/services" }),
    route("conformite", "routes/compliance.tsx", { id: "fr/compliance" }),
    route("secteurs", "routes/industries.tsx", { id: "fr/industries" }),
    route("a-propos", "routes/about.tsx", { id: "fr/about" }),
    route("blogue", "routes/blogs.tsx", { id: "fr/blogs" }),
    route("blogue/:id", "routes/article.tsx", { id: "fr/article" }),
    route("contact", "routes/contact.tsx", { id: "fr/contact" }),
    route("rendez-vous", "routes/book-a-call.tsx", { id: "fr/book-a-call" }),
    route("rendez-vous/:id", "routes/manage-booking.tsx", { id: "fr/manage-booking" }),
    route("confidentialite", "routes/privacy.tsx", { id: "fr/privacy" }),
    route("conditions", "routes/terms.tsx", { id: "fr/terms" }),
    route("rss.xml", "routes/rss.ts", { id: "fr/rss" }),
    route("*", "routes/not-found.tsx", { id: "fr/not-found" }),
  ]),
  // The staff console (issue 11): its own look and bundle. Who may reach a route is decided by the
  // middleware of the layouts it sits in (app/server/console/access.server.ts), each route in the
  // authorisation table (tests/e2e/support/console-routes.ts; routes.test.ts checks both).
  ...prefix("admin", [
    layout("routes/admin/shell.tsx", [
      route("sign-in", "routes/admin/sign-in.tsx"),
      route("sign-in/code", "routes/admin/sign-in-code.tsx"),
      route("set-password", "routes/admin/set-password.tsx"),
      route("forgot-password", "routes/admin/forgot-password.tsx"),
      route("sign-out", "routes/admin/sign-out.tsx"),
      // Signed in, with the code given.
      layout("routes/admin/layout.tsx", [
        // Where two-step sign-in is set up, so before it is.
        route("account", "routes/admin/account.tsx"),
        layout("routes/admin/staff-pages.tsx", [
          index("routes/admin/home.tsx"),
          route("emails", "routes/admin/emails.tsx"),
          // One certificate page for leads and bookings alike.
          route("leads/:id/consent", "routes/admin/consent.tsx", { id: "lead-consent" }),
          route("bookings/:id/consent", "routes/admin/consent.tsx", { id: "booking-consent" }),
          route("privacy", "routes/admin/privacy.tsx"),
          route("leads", "routes/admin/leads.tsx"),
          route("leads/:id", "routes/admin/lead.tsx"),
          route("bookings", "routes/admin/bookings.tsx"),
          route("bookings/:id", "routes/admin/booking.tsx"),
          route("availability", "routes/admin/availability.tsx"),
          layout("routes/admin/owner-pages.tsx", [
            route("team", "routes/admin/team.tsx"),
            route("audit", "routes/admin/audit.tsx"),
            route("webhooks", "routes/admin/webhooks.tsx"),
            route("webhooks/:id", "routes/admin/webhook.tsx"),
          ]),
        ]),
      ]),
    ]),
    // Downloads: resource routes, outside the pages' layouts.
    layout("routes/admin/downloads.tsx", [
      route("leads/export.csv", "routes/admin/leads-export.ts"),
      route("leads/:id/consent.json", "routes/admin/consent-json.ts", { id: "lead-consent-json" }),
      route("bookings/:id/consent.json", "routes/admin/consent-json.ts", { id: "booking-consent-json" }),
      route("privacy/export", "routes/admin/privacy-export.ts"),
    ]),
  ]),
  // A member of staff's calendar subscription (ADR 037): its token is its key, as a calendar
  // program has no session.
  route("calendar/:file", "routes/calendar-feed.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
