// Deleting asks first: a link opens the question ("?usun") and a plain form answers it, so both work without JavaScript.
import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";

import "./deletion.css";

export const DELETION_QUESTION = "usun";

/** Whether the address asks the deletion's question. */
export function asksDeletion(request: Request): boolean {
  return new URL(request.url).searchParams.has(DELETION_QUESTION);
}

export function DeletionOffer({ title, label, children }: { title: string; label: string; children: ReactNode }) {
  return (
    <section aria-labelledby="usuniecie">
      <h2 id="usuniecie">{title}</h2>
      <p>{children}</p>
      <Link to={`?${DELETION_QUESTION}`} className="button button--secondary">
        {label}
      </Link>
    </section>
  );
}

export function DeletionQuestion({
  question,
  confirmLabel,
  back,
  children,
}: {
  question: string;
  confirmLabel: string;
  /** Where "Nie usuwaj" leads: the page without the question. */
  back: string;
  children: ReactNode;
}) {
  const deleting = useNavigation().formData?.get("intent") === "delete";
  return (
    <section className="panel-notice panel-notice--error deletion" aria-labelledby="pytanie-usuniecie">
      <h2 id="pytanie-usuniecie">{question}</h2>
      <p>{children}</p>
      <Form method="post" className="deletion__answers">
        <button type="submit" name="intent" value="delete" className="button button--danger" disabled={deleting}>
          {deleting ? "Usuwanie…" : confirmLabel}
        </button>
        <Link to={back} className="button button--secondary">
          Nie usuwaj
        </Link>
      </Form>
    </section>
  );
}
