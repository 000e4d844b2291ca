import { PassThrough } from "node:stream";

import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { appConfig } from "~/lib/config.server";
import { NonceProvider } from "~/lib/nonce";
import { SiteSettingsProvider } from "~/lib/site-settings";
import { createNonce, isSecureRequest, securityHeaders } from "~/lib/security-headers.server";
import { warmUpUpstream } from "~/lib/api/in-process.server";

const ABORT_DELAY = 5_000;

warmUpUpstream();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const bot = isbot(request.headers.get("user-agent") ?? "");

  // A crawler that hits an error gets the bare status, not an error page.
  if (bot && responseStatusCode >= 400) {
    return new Response(null, { status: responseStatusCode });
  }

  const nonce = createNonce();
  for (const [name, value] of Object.entries(securityHeaders({ nonce, secure: isSecureRequest(request) }))) {
    responseHeaders.set(name, value);
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <SiteSettingsProvider settings={{ contactEmail: appConfig.contactEmail }}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
        </SiteSettingsProvider>
      </NonceProvider>,
      {
        nonce,
        // Bots get the whole document at once; people get the shell as soon as it is ready.
        [bot ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, Remix logs them itself.
          if (shellRendered) console.error(error);
        },
      },
    );

    setTimeout(abort, ABORT_DELAY);
  });
}

/** Loader and action answers fetched by the browser carry the same hardening headers. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const headers = securityHeaders({ nonce: createNonce(), secure: isSecureRequest(request) });
  for (const [name, value] of Object.entries(headers)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
};
