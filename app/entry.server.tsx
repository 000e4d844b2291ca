import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { appConfig } from "~/lib/config.server";
import { isCrawler } from "~/lib/http/crawler.server";
import { withoutNulPadding } from "~/lib/http/html-stream.server";
import { NonceProvider } from "~/lib/nonce";
import { SiteSettingsProvider } from "~/lib/site/site-settings";
import { StylesheetProvider } from "~/lib/stylesheet";
import { inlineStylesheet } from "~/lib/stylesheet.server";
import { screenPolicyAdditions } from "~/lib/route-handle";
import { createNonce, isSecureRequest, securityHeaders } from "~/lib/http/security-headers.server";
import { warmUpUpstream } from "~/lib/api/in-process.server";
import { log } from "~/lib/observability.server";

const ABORT_DELAY = 5_000;

warmUpUpstream();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const crawler = isCrawler(request.headers.get("user-agent"));

  // A crawler that hits an error gets the bare status, not an error page (SPEC §8).
  // A screen that answers 4xx itself, such as a form with its errors, is a page for everyone.
  if (crawler && isErrorPage(remixContext)) {
    return new Response(null, { status: responseStatusCode });
  }

  const nonce = createNonce();
  const additions = screenPolicyAdditions(
    remixContext.staticHandlerContext.matches.map((match) => ({
      handle: remixContext.routeModules[match.route.id]?.handle,
      data: remixContext.staticHandlerContext.loaderData?.[match.route.id],
    })),
  );
  for (const [name, value] of Object.entries(securityHeaders({ nonce, secure: isSecureRequest(request), additions }))) {
    responseHeaders.set(name, value);
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is rendered: a pending deadline would keep the whole render
    // (request, loader data, stream) alive for its 5 s, some 1,500 pages at 300 a second.
    const deadline = setTimeout(() => abort(), ABORT_DELAY);
    const send = () => {
      shellRendered = true;
      const body = withoutNulPadding();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <SiteSettingsProvider settings={{ contactEmail: appConfig.contactEmail }}>
          <StylesheetProvider stylesheet={inlineStylesheet()}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
          </StylesheetProvider>
        </SiteSettingsProvider>
      </NonceProvider>,
      {
        nonce,
        // Crawlers get the whole document at once; people get the shell as soon as it is ready.
        onShellReady() {
          if (!crawler) send();
        },
        onAllReady() {
          clearTimeout(deadline);
          if (crawler) send();
        },
        onShellError(error: unknown) {
          clearTimeout(deadline);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, Remix logs them itself.
          if (shellRendered) log.error({ err: error }, "rendering a page failed");
        },
      },
    );
  });
}

/** The document is an error boundary's page: a loader or action threw, or no route matched. */
function isErrorPage(remixContext: EntryContext): boolean {
  return Object.keys(remixContext.staticHandlerContext.errors ?? {}).length > 0;
}

/** Loader and action answers fetched by the browser carry the same hardening headers. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const headers = securityHeaders({ nonce: createNonce(), secure: isSecureRequest(request) });
  for (const [name, value] of Object.entries(headers)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
};
