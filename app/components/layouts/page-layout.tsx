import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";

import type { LayoutName, SiteMapSection } from "~/lib/route-handle";
import { congressNavigation, type NavigationLink, programmeNavigation } from "~/lib/site/navigation";

import "./layouts.css";

interface PageLayoutProps {
  name: LayoutName;
  section?: SiteMapSection;
  children: ReactNode;
}

/** SPEC §2's layouts; error has its own. */
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

function DefaultLayout({ children }: { children: ReactNode }) {
  return <div className="container layout-default">{children}</div>;
}

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

function FormLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container layout-form">
      <div className="layout-form__panel">{children}</div>
    </div>
  );
}

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
