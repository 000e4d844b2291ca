// The front door: refuses what no screen should read, sets security and cache headers, logs without query strings.
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
import { truthfulForwarding } from "./forwarding";
import { healthChecks } from "./health";
import { allowedMethods } from "./methods";
import { requestMetrics } from "./metrics";
import { refusals, serverFailure } from "./refusals";
import { noStoreWithSecret, privateWhenPersonal, securityHeadersOnEveryAnswer } from "./response-headers";
import { sameOriginForms } from "./same-origin";
import { secretAddresses } from "./secret-addresses";

export interface WebServerOptions {
  mode?: "development" | "production";
  trustedHops: number;
  formBodyLimit: number;
  uploadBodyLimit: number;
  accessLog?: Writable;
  readiness: () => Promise<Readiness>;
  isDraining?: () => boolean;
  /** While `now()`, page requests get a bare 503 so nginx sends no new connection here. */
  leaving?: { now: () => boolean; turnedAway: () => void };
}

export function createWebServer(build: ServerBuild, options: WebServerOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustedHops);

  const { isDraining } = options;
  if (isDraining)
    app.use((_req, res, next) => {
      // Decided when the headers leave: requests under way when the drain began close too.
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

  // Bundles are fingerprinted, videos and captions versioned (public/media/szkolenia/README.md): a year; the rest an hour.
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
  // Only a name with an extension can be a file there.
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
