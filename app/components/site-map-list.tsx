import { Link } from "@remix-run/react";

import type { SiteMapGroup } from "~/lib/site/site-map";

const SECTION_HEADINGS: Record<SiteMapGroup["section"], string> = {
  Program: "Program Sport Kluby",
  Kongres: "Kongres",
  Konto: "Konto nauczyciela",
  Informacje: "Informacje",
};

export function SiteMapList({ groups }: { groups: SiteMapGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.section} aria-labelledby={`mapa-${group.section}`}>
          <h2 id={`mapa-${group.section}`}>{SECTION_HEADINGS[group.section]}</h2>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
