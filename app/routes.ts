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
  // The staff console (issue 11): its own look and bundle; every route checks the session itself.
  ...prefix("admin", [
    layout("routes/admin/shell.tsx", [
      route("sign-in", "routes/admin/sign-in.tsx"),
      route("sign-in/code", "routes/admin/sign-in-code.tsx"),
      route("set-password", "routes/admin/set-password.tsx"),
      route("forgot-password", "routes/admin/forgot-password.tsx"),
      route("sign-out", "routes/admin/sign-out.tsx"),
      layout("routes/admin/layout.tsx", [
        index("routes/admin/home.tsx"),
        route("account", "routes/admin/account.tsx"),
        route("team", "routes/admin/team.tsx"),
        route("audit", "routes/admin/audit.tsx"),
        route("emails", "routes/admin/emails.tsx"),
        // One certificate page for leads and bookings alike.
        route("leads/:id/consent", "routes/admin/consent.tsx", { id: "lead-consent" }),
        route("bookings/:id/consent", "routes/admin/consent.tsx", { id: "booking-consent" }),
        route("privacy", "routes/admin/privacy.tsx"),
        route("leads", "routes/admin/leads.tsx"),
        route("leads/export.csv", "routes/admin/leads-export.ts"),
        route("leads/:id", "routes/admin/lead.tsx"),
        route("bookings", "routes/admin/bookings.tsx"),
        route("bookings/:id", "routes/admin/booking.tsx"),
        route("availability", "routes/admin/availability.tsx"),
      ]),
    ]),
    // Downloads: resource routes, outside the pages' layouts.
    route("leads/:id/consent.json", "routes/admin/consent-json.ts", { id: "lead-consent-json" }),
    route("bookings/:id/consent.json", "routes/admin/consent-json.ts", { id: "booking-consent-json" }),
    route("privacy/export", "routes/admin/privacy-export.ts"),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
