import type { ReactNode } from "react";

/** The documents a form's consent accepts. */
export const DOCUMENTS = {
  regulations: "/regulamin",
  dataProtection: "/ochrona-danych",
  pupilsData: "/ochrona-danych#dane-uczniow",
} as const;

/** A document a consent accepts, in a new tab: what was typed in the form stays. */
export function DocumentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a href={to} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (otwiera się w nowej karcie)</span>
    </a>
  );
}

/** The hint of the terms' checkbox: the regulations and how the data is processed. */
export function TermsHint() {
  return (
    <>
      Przeczytaj <DocumentLink to={DOCUMENTS.regulations}>regulamin</DocumentLink> i{" "}
      <DocumentLink to={DOCUMENTS.dataProtection}>informację o przetwarzaniu danych osobowych</DocumentLink>.
    </>
  );
}
