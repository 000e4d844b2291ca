import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";

import { warmUpUpstream } from "~/lib/api/in-process.server";
import { appConfig } from "~/lib/config.server";
import { isCrawler } from "~/lib/http/crawler.server";
import { withoutNulPadding } from "~/lib/http/html-stream.server";
import { createNonce, isSecureRequest, securityHeaders } from "~/lib/http/security-headers.server";
import { NonceProvider } from "~/lib/nonce";
import { log } from "~/lib/observability.server";
import { screenPolicyAdditions } from "~/lib/route-handle";
import { SiteSettingsProvider } from "~/lib/site/site-settings";
import { StylesheetProvider } from "~/lib/stylesheet";
import { inlineStylesheet } from "~/lib/stylesheet.server";

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

  // A crawler gets the bare status of an error page (SPEC §8); a form's own 4xx is a page for everyone.
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
    // Cleared once rendered: a pending deadline keeps the whole render alive (bench/README.md, "Memory").
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
          // Before the shell, Remix logs errors itself.
          if (shellRendered) log.error({ err: error }, "rendering a page failed");
        },
      },
    );
  });
}

function isErrorPage(remixContext: EntryContext): boolean {
  return Object.keys(remixContext.staticHandlerContext.errors ?? {}).length > 0;
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const headers = securityHeaders({ nonce: createNonce(), secure: isSecureRequest(request) });
  for (const [name, value] of Object.entries(headers)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
};
