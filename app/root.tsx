// Base styles first: the components' CSS refines them.
import "~/styles/global.css";

import { cssBundleHref } from "@remix-run/css-bundle";
import type { LinksFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";

import { RouteErrorPage, summarizeError, usePageError } from "~/components/error-page";
import { OtherTeachersDraftsForgotten } from "~/components/form/form-draft";
import { HydrationScripts } from "~/components/hydration-scripts";
import { PageLayout } from "~/components/layouts/page-layout";
import { SessionTimeout } from "~/components/site/session-timeout";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { Toasts } from "~/components/toast/toasts";
import { VersionCheck } from "~/components/version-check";
import { useNonce } from "~/lib/nonce";
import { screenHydrates, screenLayout, screenSection, screenTitle } from "~/lib/route-handle";
import { pageTitle, SITE_DESCRIPTION, THEME_COLOR } from "~/lib/site/site";
import { SiteSettingsScript, useSiteSettings } from "~/lib/site/site-settings";
import { Stylesheet } from "~/lib/stylesheet";

import type { loader } from "./root.server";

// A .server module: what it imports stays out of every page's JavaScript.
export { loader } from "./root.server";

/** lib/forms/network-failure.ts, written out: every byte of the root is loaded by every page. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { networkFailure?: boolean } | undefined)?.networkFailure ? false : defaultShouldRevalidate;

export const links: LinksFunction = () => [{ rel: "icon", href: "/icon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const { contactEmail } = useSiteSettings();
  const matches = useMatches();
  // A layout boundary's error titles the page too.
  const error = usePageError();
  // Remix calls the root's meta before it knows the children (SPEC §1 title).
  const title = pageTitle(error ? summarizeError(error).heading : screenTitle(matches));

  return (
    <html lang="pl" className={data?.contrast ? "contrast" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={SITE_DESCRIPTION} />
        <meta name="theme-color" content={THEME_COLOR} />
        <title>{title}</title>
        <Meta />
        <Stylesheet href={cssBundleHref} />
        <Links />
        <SiteSettingsScript />
      </head>
      <body>
        <a href="#tresc" className="skip-link">
          Przejdź do treści
        </a>
        <SiteHeader contrast={data?.contrast ?? false} user={data?.user ?? null} />
        <Toasts toast={data?.toast} />
        <VersionCheck intervalSeconds={data?.versionCheckInterval ?? 0} />
        <OtherTeachersDraftsForgotten />
        {data?.user?.idleTimeoutSeconds ? <SessionTimeout idleTimeoutSeconds={data.user.idleTimeoutSeconds} /> : null}
        <main id="tresc" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter contactEmail={contactEmail} />
        {screenHydrates(matches) ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <HydrationScripts />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const matches = useMatches();
  return (
    <PageLayout name={screenLayout(matches)} section={screenSection(matches)}>
      <Outlet />
    </PageLayout>
  );
}

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
