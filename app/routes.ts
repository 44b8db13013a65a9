import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("rss.xml", "routes/rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
