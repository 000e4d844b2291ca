import type { SummaryRow, SummarySection } from "./application-summary";

import "./enrollment-summary.css";

export function EnrollmentSummary({ sections }: { sections: SummarySection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.title} className="club-summary" aria-labelledby={sectionId(section.title)}>
          <h3 id={sectionId(section.title)}>{section.title}</h3>
          <dl className="club-summary__list">
            {section.rows.map((row) => (
              <div key={row.label} className="club-summary__row">
                <dt>{row.label}</dt>
                <dd>{row.masked ? <MaskedValue row={row} /> : row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

/** Only the last digits reach the page; a screen reader is told the rest is hidden. */
function MaskedValue({ row }: { row: SummaryRow }) {
  return (
    <>
      <span aria-hidden="true">•••••••</span>
      <span className="visually-hidden">ukryty, kończy się na </span>
      {row.value}
    </>
  );
}

function sectionId(title: string): string {
  return `zgloszenie-${title
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z]+/g, "-")}`;
}
