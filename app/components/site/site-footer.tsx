import { Link } from "@remix-run/react";

import { footerNavigation } from "~/lib/site/navigation";
import { PRODUCT_NAME } from "~/lib/site/site";

import "./site-footer.css";

export function SiteFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Stopka">
          <ul className="site-footer__links">
            {footerNavigation.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
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
