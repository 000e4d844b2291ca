import { Link } from "@remix-run/react";

/**
 * The first, previous, next and last page of an office's list, as plain links that keep its filters,
 * and a plain GET form to jump to any page (`jump`: the list's address and its filters).
 */
export function PageLinks({
  page,
  pages,
  label,
  href,
  jump,
}: {
  page: number;
  pages: number;
  /** The navigation's name, e.g. "Strony zgłoszeń". */
  label: string;
  href: (page: number) => string;
  jump?: { action: string; filters: Record<string, string | undefined> };
}) {
  if (pages <= 1) return null;
  return (
    <nav className="staff-pages" aria-label={label}>
      {page > 2 ? <Link to={href(1)}>Pierwsza strona</Link> : null}
      {page > 1 ? <Link to={href(page - 1)}>Poprzednia strona</Link> : null}
      {page < pages ? <Link to={href(page + 1)}>Następna strona</Link> : null}
      {page < pages - 1 ? <Link to={href(pages)}>Ostatnia strona ({pages})</Link> : null}
      {jump ? (
        <form method="get" action={jump.action} className="staff-pages__jump">
          {Object.entries(jump.filters).map(([name, value]) =>
            value ? <input key={name} type="hidden" name={name} value={value} /> : null,
          )}
          <label htmlFor="strona">Strona (1–{pages})</label>
          <input
            id="strona"
            name="strona"
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            defaultValue={page}
            className="field__input staff-pages__number"
          />
          <button type="submit" className="button button--secondary">
            Przejdź
          </button>
        </form>
      ) : null}
    </nav>
  );
}
