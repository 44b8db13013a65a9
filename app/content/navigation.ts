/** The header's five links (spec.md "Shared behaviour") and the footer's link groups. */
export const headerLinks = [
  { to: "/services", label: "Services" },
  { to: "/compliance", label: "Compliance" },
  { to: "/industries", label: "Industries" },
  { to: "/about", label: "About" },
  { to: "/blogs", label: "Blog" },
] as const;

export const footerQuickLinks = [
  { to: "/", label: "Home" },
  ...headerLinks,
  { to: "/contact", label: "Contact" },
] as const;

export const footerLegalLinks = [
  { to: "/privacy", label: "Privacy Policy" },
  { to: "/terms", label: "Terms of Service" },
] as const;
