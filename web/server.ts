// The web app's front door: the HTTP server in front of Remix. It does what
// a route cannot: refuse what no screen should read (a method, an address
// that cannot be decoded, a body too large, a form sent from another site)
// before a byte of it is read, with the app's error page; give every answer
// its security and caching headers (static files and bare answers included),
// log requests without their query strings, and take the client's address
// only from proxies the operator trusts.
import path from "node:path";
import type { Writable } from "node:stream";

import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";

import type { Readiness } from "../server/health";
import { secretPathRedactor } from "../server/secret-paths";
import { accessLog, secretRoutesOf } from "./access-log";
import { readableAddresses } from "./addresses";
import { bodyLimit } from "./body-limit";
import { refusalPages } from "./error-pages";
import { healthChecks } from "./health";
import { requestMetrics } from "./metrics";
import { truthfulForwarding } from "./forwarding";
import { allowedMethods } from "./methods";
import { refusals, serverFailure } from "./refusals";
import { noStoreWithSecret, privateWhenPersonal, securityHeadersOnEveryAnswer } from "./response-headers";
import { sameOriginForms } from "./same-origin";
import { secretAddresses } from "./secret-addresses";

export interface WebServerOptions {
  /** Remix's mode: "development" shows error details (npm run dev), "production" never does. */
  mode?: "development" | "production";
  /** How many proxies in front of this server to believe (TRUST_PROXY): 0 believes none. */
  trustedHops: number;
  /** The largest form body without a file, in bytes. */
  formBodyLimit: number;
  /** The largest multipart body (the upload limit plus the form around it), in bytes. */
  uploadBodyLimit: number;
  /** Where the access log goes (one line per request): standard output unless given. */
  accessLog?: Writable;
  /** What /readyz answers: the API in this process, or the one at UPSTREAM_URL (web/main.ts). */
  readiness: () => Promise<Readiness>;
  /** True while the process is stopping: every answer then closes its connection (web/main.ts). */
  isDraining?: () => boolean;
  /**
   * The stopping process is about to close its listening socket (web/main.ts): while `now()`, a page
   * request (GET, HEAD) is turned away with a bare 503, which nginx passes on to another instance and
   * counts as this one failing, so it opens no new connection here for a while (`fail_timeout`);
   * `turnedAway` is then told.
   */
  leaving?: { now: () => boolean; turnedAway: () => void };
}

export function createWebServer(build: ServerBuild, options: WebServerOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustedHops);

  const { isDraining } = options;
  if (isDraining)
    app.use((_req, res, next) => {
      // Decided when the answer's headers leave, not when the request came: an answer to a request
      // already under way when the drain began closes its connection too.
      onHeaders(res, () => {
        if (isDraining()) res.setHeader("Connection", "close");
      });
      next();
    });
  const loggablePath = secretPathRedactor(secretRoutesOf(build.routes));
  app.use(accessLog(options.accessLog ?? process.stdout, { trustedHops: options.trustedHops, loggablePath }));
  app.use(requestMetrics(loggablePath));
  const { leaving } = options;
  if (leaving)
    app.use((req, res, next) => {
      if (!leaving.now() || (req.method !== "GET" && req.method !== "HEAD")) return next();
      res.status(503).set({ "Retry-After": "1", "Cache-Control": "no-store" }).type("text/plain");
      res.send("Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.");
      leaving.turnedAway();
    });
  app.use(truthfulForwarding());
  app.use(securityHeadersOnEveryAnswer());
  app.use(noStoreWithSecret(secretAddresses(build.routes, loggablePath)));
  app.use(allowedMethods());
  app.use(readableAddresses());
  app.use(healthChecks(options.readiness));
  app.use(compression());

  // Fingerprinted bundles never change, and `npm run build` compressed them at their best (brotli, gzip);
  // videos and their captions carry a version in their names (public/media/szkolenia/README.md), so a
  // year too, with ranges for seeking; the rest of public/ may change within the hour.
  app.use(
    build.publicPath,
    expressStaticGzip(build.assetsBuildDirectory, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  app.use("/media", express.static("public/media", { immutable: true, maxAge: "1y", index: false }));
  // Only a name with an extension can be a file there: the pages are not looked for on disk first.
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  app.use(bodyLimit({ form: options.formBodyLimit, upload: options.uploadBodyLimit }));
  app.use(sameOriginForms());
  app.use(privateWhenPersonal());
  const mode = options.mode ?? "production";
  app.all("*", createRequestHandler({ build, mode }));
  app.use(refusals(refusalPages(build, mode)));
  app.use(serverFailure());
  return app;
}
