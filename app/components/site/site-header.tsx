import { Form, Link, NavLink, useLocation } from "@remix-run/react";

import { primaryNavigation } from "~/lib/site/navigation";
import { PRODUCT_NAME } from "~/lib/site/site";

import "./site-header.css";

export function SiteHeader({ contrast, user }: { contrast: boolean; user: { firstname: string } | null }) {
  const location = useLocation();
  const here = location.pathname + location.search;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand">
          <img src="/icon.svg" alt="" width="40" height="40" />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <div className="site-header__tools">
          {/* A plain form: the contrast mode works before and without JavaScript. */}
          <Form method="post" action="/kontrast">
            <input type="hidden" name="redirectTo" value={here} />
            <input type="hidden" name="contrast" value={contrast ? "normal" : "high"} />
            <button type="submit" className="site-header__tool" aria-pressed={contrast}>
              Wysoki kontrast
            </button>
          </Form>
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
      <nav aria-label="Główna" className="site-nav">
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
    </header>
  );
}
