/**
 * The look every email shares (issue 26, item 6): the maple mark and the brand's name at the top,
 * the site's colours and font, one bulletproof button for the message's main action, and a palette
 * that stays readable in a client's dark mode.
 *
 * Mail clients are not browsers. Outlook on Windows lays out with Word: no SVG, no padding on a
 * link, no CSS it does not know; Gmail keeps inline styles and drops most of <head>. So the
 * layout is tables with inline styles in the light colours, and a <style> that clients with a dark
 * mode apply over them (prefers-color-scheme, and Outlook.com's data-ogsc/data-ogsb). Clients that
 * invert colours themselves (Gmail's apps) start from pairs that keep their contrast either way,
 * which tests/e2e/emails.spec.ts measures.
 */
import { Head } from "@react-email/head";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import type { CSSProperties, ReactNode } from "react";
import { palette } from "~/components/art/palette";
import { site } from "~/content/site";
import { absoluteUrl, EMAIL_LOGO_PATH } from "~/domain/meta";
import type { Locale } from "~/domain/locale";
import { visitorEmailWords } from "./visitor-words.server";

/** The colour of each role, as the message is drawn (light) and in a client's dark mode. */
const colours = {
  page: { light: palette.brand50, dark: palette.ink950 },
  card: { light: palette.white, dark: palette.ink900 },
  rule: { light: palette.slate200, dark: palette.ink700 },
  brand: { light: palette.brand800, dark: palette.brand200 },
  heading: { light: palette.ink950, dark: palette.white },
  text: { light: palette.ink800, dark: palette.slate200 },
  muted: { light: palette.slate600, dark: palette.slate300 },
  link: { light: palette.brand700, dark: palette.brand300 },
} as const;

type Role = keyof typeof colours;

/** The class that gives an element its role's dark colour: `mw-text`, `mw-card`… */
const roleClass = (role: Role) => `mw-${role}`;

/** The roles drawn as a background (and a border), the others as text. */
const backgroundRoles: ReadonlySet<Role> = new Set(["page", "card"]);

function darkRules(prefix: string, roles: readonly Role[]): string {
  return roles
    .map((role) => {
      const dark = colours[role].dark;
      const property = backgroundRoles.has(role)
        ? `background-color:${dark}!important`
        : role === "rule"
          ? `border-color:${dark}!important`
          : `color:${dark}!important`;
      return `${prefix}.${roleClass(role)}{${property}}`;
    })
    .join("");
}

const allRoles = Object.keys(colours) as Role[];
const textRoles = allRoles.filter((role) => !backgroundRoles.has(role));

/**
 * The stylesheet of every email: dark mode for clients that honour the reader's setting
 * (Apple Mail, Outlook for Mac, iOS) or mark the body when they darken it (Outlook.com:
 * data-ogsc for text, data-ogsb for backgrounds), and narrower margins on a phone.
 */
const stylesheet =
  ":root{color-scheme:light dark;supported-color-schemes:light dark}" +
  `@media (prefers-color-scheme:dark){${darkRules("", allRoles)}.mw-card{border-color:${colours.rule.dark}!important}}` +
  darkRules("[data-ogsc] ", textRoles) +
  darkRules("[data-ogsb] ", [...backgroundRoles]) +
  "@media (max-width:480px){.mw-gutter{padding-left:16px!important;padding-right:16px!important}.mw-outer{padding:0!important}}";

/**
 * The site's font first (app/theme.css), then the systems' own sans-serifs: emails load no web
 * fonts, so Plus Jakarta Sans shows only where it is installed.
 */
const fontFamily =
  '"Plus Jakarta Sans", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Outlook on Windows writes a whole message in Times New Roman when the first font of a stack is
 * not installed: told in a conditional comment only it reads, it takes Arial. React writes no
 * comments, so renderEmail adds this to the <head> of the rendered HTML.
 */
export const OUTLOOK_FONT_FALLBACK =
  "<!--[if mso]><style>body,table,td,p,a,h1,h2,th,li{font-family:Arial,sans-serif!important}</style><![endif]-->";

/** The colour of text for each role, with the class that turns it dark. */
export function tone(role: Exclude<Role, "page" | "card" | "rule">): {
  className: string;
  style: CSSProperties;
} {
  return { className: roleClass(role), style: { color: colours[role].light } };
}

const LOGO_SIZE = 40;

export function EmailLayout({
  locale,
  siteUrl,
  title,
  preview,
  footerReason,
  children,
}: {
  /** The message's language: the visitor's for theirs, "en" for every staff email. */
  locale: Locale;
  /** The public origin, where the logo is served. */
  siteUrl: string;
  title: string;
  preview: string;
  footerReason: string;
  children: ReactNode;
}) {
  const words = visitorEmailWords[locale];
  return (
    <Html lang={words.htmlLang} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        {/* Screen readers announce the title when a client opens the message in its own view. */}
        <title>{title}</title>
        <style>{stylesheet}</style>
      </Head>
      <body className={roleClass("page")} style={styles.body}>
        <Preview>{preview}</Preview>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
          <tbody>
            <tr>
              <td className={`${roleClass("page")} mw-outer`} align="center" style={styles.outer}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  border={0}
                  className={roleClass("card")}
                  style={styles.card}
                >
                  <tbody>
                    <tr>
                      <td className="mw-gutter" style={styles.gutter}>
                        <BrandHeader
                          logoUrl={absoluteUrl(EMAIL_LOGO_PATH, siteUrl)}
                          logoAlt={words.logoAlt}
                        />
                        {children}
                        <hr className={roleClass("rule")} style={styles.rule} />
                        <p {...tone("muted")} style={{ ...tone("muted").style, ...styles.footer }}>
                          {site.legalName}, {words.cities}. {footerReason}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </Html>
  );
}

/** The mark as an image (its alt said if images are off) and the brand's name as text beside it. */
function BrandHeader({ logoUrl, logoAlt }: { logoUrl: string; logoAlt: string }) {
  const brand = tone("brand");
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={styles.header}>
      <tbody>
        <tr>
          <td style={styles.logoCell}>
            <img
              src={logoUrl}
              width={LOGO_SIZE}
              height={LOGO_SIZE}
              alt={logoAlt}
              style={{ ...styles.logo, ...brand.style }}
              className={brand.className}
            />
          </td>
          <td className={brand.className} style={{ ...brand.style, ...styles.brandName }}>
            {site.brand}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The message's main action: a button drawn by a table cell, which Outlook paints too (it ignores
 * a link's padding, so the cell carries it for Outlook as mso-padding-alt), and the address under
 * it as text to copy. The plain-text part shows the label and the address on a line of its own
 * (the "actionLink" format of renderEmail's text options), without the copy hint.
 */
export function ActionButton({ href, label, locale }: { href: string; label: string; locale: Locale }) {
  const muted = tone("muted");
  const link = tone("link");
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={styles.buttonTable}>
        <tbody>
          <tr>
            <td style={styles.buttonCell}>
              <a href={href} data-text-format="actionLink" style={styles.button}>
                {label}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p data-skip-in-text="true" className={muted.className} style={{ ...muted.style, ...styles.copyHint }}>
        {visitorEmailWords[locale].actionFallback}
        <br />
        <a href={href} className={link.className} style={{ ...link.style, ...styles.copyUrl }}>
          {href}
        </a>
      </p>
    </>
  );
}

export function EmailHeading({ level, children }: { level: 1 | 2; children: ReactNode }) {
  const heading = tone("heading");
  const Tag = level === 1 ? "h1" : "h2";
  return (
    <Tag className={heading.className} style={{ ...heading.style, ...(level === 1 ? styles.h1 : styles.h2) }}>
      {children}
    </Tag>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  const text = tone("text");
  return (
    <p className={text.className} style={{ ...text.style, ...styles.paragraph }}>
      {children}
    </p>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  const link = tone("link");
  return (
    <a href={href} className={link.className} style={{ ...link.style, ...styles.link }}>
      {children}
    </a>
  );
}

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/**
 * A two-column table of labels and values. It is a data table (not role="presentation"), so
 * screen readers pair each value with its row header.
 */
export function DetailsTable({ rows }: { rows: DetailRow[] }) {
  const label = tone("muted");
  const value = tone("text");
  return (
    <table cellPadding={0} cellSpacing={0} style={styles.table} data-text-format="dataTable">
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.label}`}>
            <th
              scope="row"
              className={`${label.className} ${roleClass("rule")}`}
              style={{ ...label.style, ...styles.labelCell }}
            >
              {row.label}
            </th>
            <td
              className={`${value.className} ${roleClass("rule")}`}
              style={{ ...value.style, ...styles.valueCell }}
            >
              {row.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function BulletList({ items }: { items: string[] }) {
  return (
    <ul style={styles.list}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

/** Keeps the line breaks a visitor typed in a free-text field, which HTML would collapse. */
export function MultilineValue({ value }: { value: string }) {
  const lines = value.split(/\r\n|\r|\n/);
  return lines.map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

const styles = {
  body: {
    backgroundColor: colours.page.light,
    fontFamily,
    margin: 0,
    padding: 0,
    WebkitTextSizeAdjust: "100%",
  },
  outer: { backgroundColor: colours.page.light, padding: "24px 12px" },
  card: {
    backgroundColor: colours.card.light,
    border: `1px solid ${colours.rule.light}`,
    borderTop: `4px solid ${palette.accent400}`,
    borderRadius: "8px",
    fontFamily,
    maxWidth: "600px",
  },
  gutter: { padding: "24px 32px 28px" },
  header: { margin: "0 0 24px" },
  logoCell: { paddingRight: "12px", verticalAlign: "middle" },
  logo: {
    border: 0,
    display: "block",
    fontSize: "12px",
    height: `${LOGO_SIZE}px`,
    width: `${LOGO_SIZE}px`,
  },
  brandName: { fontSize: "18px", fontWeight: 700, lineHeight: "24px", verticalAlign: "middle" },
  h1: { fontSize: "24px", fontWeight: 700, lineHeight: "32px", margin: "0 0 16px" },
  h2: { fontSize: "18px", fontWeight: 700, lineHeight: "26px", margin: "28px 0 8px" },
  paragraph: { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" },
  link: { textDecoration: "underline" },
  buttonTable: { margin: "4px 0 12px" },
  buttonCell: { backgroundColor: palette.accent400, borderRadius: "8px", msoPaddingAlt: "12px 24px" },
  button: {
    backgroundColor: palette.accent400,
    border: `1px solid ${palette.accent400}`,
    borderRadius: "8px",
    color: palette.ink950,
    display: "inline-block",
    fontFamily,
    fontSize: "16px",
    fontWeight: 700,
    lineHeight: "24px",
    padding: "12px 24px",
    textDecoration: "none",
  },
  copyHint: { fontSize: "13px", lineHeight: "20px", margin: "0 0 16px" },
  copyUrl: { textDecoration: "underline", wordBreak: "break-all" },
  table: { borderCollapse: "collapse", margin: "0 0 16px", width: "100%" },
  labelCell: {
    borderBottom: `1px solid ${colours.rule.light}`,
    fontSize: "14px",
    fontWeight: 600,
    lineHeight: "22px",
    padding: "8px 16px 8px 0",
    textAlign: "left",
    verticalAlign: "top",
    width: "35%",
  },
  valueCell: {
    borderBottom: `1px solid ${colours.rule.light}`,
    fontSize: "15px",
    lineHeight: "22px",
    overflowWrap: "anywhere",
    padding: "8px 0",
    verticalAlign: "top",
    wordBreak: "break-word",
  },
  list: { margin: 0, paddingLeft: "20px" },
  rule: { border: 0, borderTop: `1px solid ${colours.rule.light}`, margin: "28px 0 16px" },
  footer: { fontSize: "13px", lineHeight: "20px", margin: 0 },
} satisfies Record<string, CSSProperties & { msoPaddingAlt?: string }>;
