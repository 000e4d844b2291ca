import type { ReactNode } from "react";

import { NavLink } from "@remix-run/react";

import { congressNavigation, programmeNavigation, type NavigationLink } from "~/lib/site/navigation";
import type { LayoutName, SiteMapSection } from "~/lib/route-handle";

import "./layouts.css";

interface PageLayoutProps {
  name: LayoutName;
  section?: SiteMapSection;
  children: ReactNode;
}

/** Picks the layout a route asks for in its handle (SPEC §2: article, default, form; error has its own). */
export function PageLayout({ name, section, children }: PageLayoutProps) {
  switch (name) {
    case "article":
      return <ArticleLayout section={section}>{children}</ArticleLayout>;
    case "form":
      return <FormLayout>{children}</FormLayout>;
    default:
      return <DefaultLayout>{children}</DefaultLayout>;
  }
}

/** Full page width: landing pages, dashboards, lists. */
function DefaultLayout({ children }: { children: ReactNode }) {
  return <div className="container layout-default">{children}</div>;
}

/** A reading column with the section's pages beside it. */
function ArticleLayout({ section, children }: { section?: SiteMapSection; children: ReactNode }) {
  const sectionLinks = section === "Kongres" ? congressNavigation : section === "Program" ? programmeNavigation : null;
  return (
    <div className="container layout-article">
      <article className="prose layout-article__body">{children}</article>
      {sectionLinks ? (
        <SectionNavigation label={section === "Kongres" ? "Kongres" : "Program"} links={sectionLinks} />
      ) : null}
    </div>
  );
}

/** One narrow panel: a form and nothing to distract from it. */
function FormLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container layout-form">
      <div className="layout-form__panel">{children}</div>
    </div>
  );
}

/**
 * Centered, with the status first: what went wrong and where to go next.
 * `framed`: inside a screen's frame, whose container already holds it.
 */
export function ErrorLayout({ framed = false, children }: { framed?: boolean; children: ReactNode }) {
  return (
    <div className={framed ? "layout-error layout-error--framed" : "container layout-error"}>
      <div className="layout-error__body">{children}</div>
    </div>
  );
}

function SectionNavigation({ label, links }: { label: string; links: NavigationLink[] }) {
  return (
    <nav className="layout-article__aside" aria-label={`Strony: ${label}`}>
      <p className="layout-article__aside-title">{label}</p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end prefetch="intent">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
