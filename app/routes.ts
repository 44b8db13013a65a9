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
        route("bookings", "routes/admin/bookings.tsx"),
        route("bookings/:id", "routes/admin/booking.tsx"),
        route("availability", "routes/admin/availability.tsx"),
      ]),
    ]),
  ]),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
