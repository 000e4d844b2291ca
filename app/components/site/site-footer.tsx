import { Link } from "@remix-run/react";

import { PRODUCT_NAME } from "~/lib/site/site";

import "./site-footer.css";

export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Stopka">
          <ul className="site-footer__links">
            <li>
              <Link to="/mapa-strony">Mapa strony</Link>
            </li>
            <li>
              <Link to="/deklaracja-dostepnosci">Deklaracja dostępności</Link>
            </li>
            <li>
              <Link to="/pytania-i-odpowiedzi">Pytania i odpowiedzi</Link>
            </li>
            <li>
              <Link to="/regulamin">Regulamin</Link>
            </li>
            <li>
              <Link to="/ochrona-danych">Ochrona danych osobowych</Link>
            </li>
          </ul>
        </nav>
        <p>
          Kontakt: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
        <p className="site-footer__small">
          {PRODUCT_NAME} — program Sport Kluby prowadzony przez Akademię Wychowania Fizycznego Józefa Piłsudskiego
          w&nbsp;Warszawie we współpracy z&nbsp;ministerstwem edukacji.
        </p>
      </div>
    </footer>
  );
}
