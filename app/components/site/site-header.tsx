import { Form, Link, NavLink, useLocation } from "@remix-run/react";

import { primaryNavigation } from "~/lib/site/navigation";
import { PRODUCT_NAME } from "~/lib/site/site";

import "./site-header.css";

/**
 * On a phone the navigation and the contrast switch wait behind "Menu" (a `<details>`, which opens without
 * JavaScript), so the header keeps to two rows; on a wider screen they are shown as they are. Each width
 * shows one of the two, so a reader meets each link once.
 */
export function SiteHeader({ contrast, user }: { contrast: boolean; user: { firstname: string } | null }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const contrastSwitch = <ContrastSwitch contrast={contrast} here={here} />;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand">
          <img src="/icon.svg" alt="" width="40" height="40" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <details className="site-menu">
          <summary className="site-header__tool site-menu__toggle">Menu</summary>
          <div className="site-menu__panel">
            <Navigation className="site-menu__nav" />
            {contrastSwitch}
          </div>
        </details>
        <div className="site-header__tools">
          <div className="site-header__wide-only">{contrastSwitch}</div>
          {user ? (
            <>
              <Link to="/konto" className="button site-header__login">
                Moje konto
              </Link>
              {/* data-logout: a form keeping a draft forgets it as this is sent (lib/form-draft.ts). */}
              <Form method="post" action="/wyloguj" data-logout="">
                <button type="submit" className="site-header__tool">
                  Wyloguj się
                </button>
              </Form>
            </>
          ) : (
            <Link to="/logowanie" className="button site-header__login">
              Zaloguj się
            </Link>
          )}
        </div>
      </div>
      <Navigation className="site-nav" />
    </header>
  );
}

/** A plain form: the contrast mode works before and without JavaScript. */
function ContrastSwitch({ contrast, here }: { contrast: boolean; here: string }) {
  return (
    <Form method="post" action="/kontrast">
      <input type="hidden" name="redirectTo" value={here} />
      <input type="hidden" name="contrast" value={contrast ? "normal" : "high"} />
      <button type="submit" className="site-header__tool" aria-pressed={contrast}>
        Wysoki kontrast
      </button>
    </Form>
  );
}

function Navigation({ className }: { className: string }) {
  return (
    <nav aria-label="Główna" className={className}>
      <ul className="container site-nav__list">
        {primaryNavigation.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} prefetch="intent">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
