import { Link } from "@remix-run/react";

/** Previous and next page of an office's list, as plain links that keep its filters. */
export function PageLinks({
  page,
  pages,
  label,
  href,
}: {
  page: number;
  pages: number;
  /** The navigation's name, e.g. "Strony zgłoszeń". */
  label: string;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="staff-pages" aria-label={label}>
      {page > 1 ? <Link to={href(page - 1)}>Poprzednia strona</Link> : null}
      {page < pages ? <Link to={href(page + 1)}>Następna strona</Link> : null}
    </nav>
  );
}
