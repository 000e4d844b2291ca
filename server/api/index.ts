// The platform API as one Hono app: in process for the web app, alone via server/main.ts.
import crypto from "node:crypto";

import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";

import { type ApiConfig, getConfig } from "../config";
import type { ChangeFeed } from "../db/changes";
import { type Database, getDb, isDatabaseUnavailable, isStorageFailure } from "../db/client";
import { log } from "../log";
import { createMailQueue, type MailQueue } from "../mail/outbox";
import { loggableApiPath } from "../secret-paths";
import { accountRoutes } from "./account";
import { accountOverviewRoutes } from "./account-overview";
import { type AfterAnswer, createAfterAnswer } from "./after-answer";
import { agendaRoutes } from "./agenda";
import { authRoutes, eventAuthRoutes } from "./auth";
import { calendarRoutes } from "./awf/calendar";
import { certificateRoutes } from "./awf/certificate";
import { clubRoutes, fileRoutes } from "./awf/club";
import { fitnessReportRoutes } from "./awf/fitness-report";
import { groupRoutes } from "./awf/group";
import { newsletterRoutes } from "./awf/newsletter";
import { reminderRoutes } from "./awf/reminders";
import { scheduleRoutes } from "./awf/schedule";
import { scheduleOverviewRoutes } from "./awf/schedule-overview";
import { seasonRoutes } from "./awf/season";
import { setupRoutes } from "./awf/setup";
import { surveyRoutes } from "./awf/survey";
import { surveyOverviewRoutes } from "./awf/survey-overview";
import { videoRoutes } from "./awf/videos";
import { type ApiEnv, authenticate } from "./context";
import { eventRoutes } from "./events";
import { expertRoutes } from "./experts";
import { ApiError, MESSAGES } from "./http/errors";
import { idempotentCreates } from "./http/idempotency";
import { allowedMethods } from "./http/methods";
import { buildOpenApiDocument } from "./openapi/document";
import { createReadCache } from "./read-cache";
import { secondFactorRoutes } from "./second-factor";
import { createSessionCache } from "./session-cache";
import { staffApplicationRoutes } from "./staff/applications";
import { staffAuditRoutes } from "./staff/audit";
import { staffCertificateRoutes } from "./staff/certificates";
import { staffCongressRoutes } from "./staff/congress";
import { staffFigureRoutes } from "./staff/figures";
import { staffOnly } from "./staff/guard";
import { staffPeopleRoutes } from "./staff/people";
import { staffSeasonRoutes } from "./staff/seasons";

interface CreateApiOptions {
  config?: ApiConfig;
  db?: Database;
  /** The database's change feed: with it, sessions are verified from memory. */
  changes?: ChangeFeed;
  mail?: MailQueue;
  afterAnswer?: AfterAnswer;
  now?: () => Date;
}

export type Api = Hono<ApiEnv>;

const JSON_BODY_MAX_KB = 1024;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isRightApiKey(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = crypto.createHash("sha256").update(given).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

// Login, refresh and password links must work with a stale Authorization header.
const WITHOUT_AUTHENTICATION = /^\/(?:[^/]+\/)?pl\/api\/auth\//;

export function createApi(options: CreateApiOptions = {}): Api {
  const config = options.config ?? getConfig();
  const mail = options.mail ?? createMailQueue(config.dataEncryptionKey);
  const afterAnswer = options.afterAnswer ?? createAfterAnswer();
  const now = options.now ?? (() => new Date());
  const sessions = createSessionCache(options.changes);
  const reads = createReadCache(config.teacherReadCache ? options.changes : undefined);
  const database = options.db ? () => Promise.resolve(options.db as Database) : () => getDb(config);

  const api = new Hono<ApiEnv>({ strict: true });

  api.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers);
    if (error instanceof HTTPException) {
      const status = error.status;
      const detail =
        status === 413
          ? MESSAGES.tooLarge(config.uploadMaxKb)
          : status >= 500
            ? MESSAGES.serverError
            : MESSAGES.malformedForm;
      return c.json({ detail }, status);
    }
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error }, "database unavailable");
      return c.json({ detail: MESSAGES.unavailable }, 503, { "Retry-After": "5" });
    }
    // Its writes are one transaction: nothing was stored, and it may be sent again.
    if (isStorageFailure(error)) {
      log.error(
        { err: error, method: c.req.method, path: loggableApiPath(c.req.path) },
        "the database could not store",
      );
      const reading = c.req.method === "GET" || c.req.method === "HEAD";
      return c.json({ detail: reading ? MESSAGES.unavailable : MESSAGES.saveFailed }, 503, { "Retry-After": "5" });
    }
    log.error({ err: error, method: c.req.method, path: loggableApiPath(c.req.path) }, "API call failed");
    return c.json({ detail: MESSAGES.serverError }, 500);
  });
  api.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length === 0) return c.json({ detail: MESSAGES.notFound }, 404);
    return c.json({ detail: MESSAGES.methodNotAllowed(c.req.method) }, 405, { Allow: allowed.join(", ") });
  });

  // The contract is public.
  let openApiDocument: Record<string, unknown> | undefined;
  api.get("/pl/api/schema/", (c) => c.json((openApiDocument ??= buildOpenApiDocument(config.appVersion))));

  // Every body is limited before anything reads it; the club form carries a file.
  const limited = (maxKb: number, maxBytes = maxKb * 1024) =>
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw new ApiError(413, { detail: MESSAGES.tooLarge(maxKb) });
      },
    });
  const jsonBodyLimit = limited(JSON_BODY_MAX_KB);
  const uploadBodyLimit = limited(config.uploadMaxKb, config.uploadMaxKb * 1024 + 256 * 1024);
  api.use("*", (c, next) =>
    c.req.path.endsWith("/awf/club/enroll/") ? uploadBodyLimit(c, next) : jsonBodyLimit(c, next),
  );

  api.use("*", async (c, next) => {
    if (!isRightApiKey(c.req.header("x-api-key"), config.apiKey)) throw new ApiError(403, { detail: MESSAGES.apiKey });
    c.set("deps", { config, mail, now, afterAnswer, sessions, reads });
    c.set("db", await database());
    if (WITHOUT_AUTHENTICATION.test(c.req.path)) {
      c.set("user", null);
      c.set("accessToken", null);
      c.set("sessionId", null);
    } else {
      await authenticate(c);
    }
    await next();
    // What this call changed is known in this process before its answer is (a logout, a disabled account).
    if (!SAFE_METHODS.has(c.req.method)) await options.changes?.settled();
  });

  api.use("/pl/api/awf/*", idempotentCreates);
  api.use("/pl/api/staff/*", staffOnly);

  for (const routes of [
    authRoutes,
    secondFactorRoutes,
    accountRoutes,
    accountOverviewRoutes,
    eventRoutes,
    setupRoutes,
    newsletterRoutes,
    reminderRoutes,
    videoRoutes,
    staffApplicationRoutes,
    staffCertificateRoutes,
    staffSeasonRoutes,
    staffAuditRoutes,
    staffPeopleRoutes,
    staffFigureRoutes,
    staffCongressRoutes,
    clubRoutes,
    fileRoutes,
    seasonRoutes,
    groupRoutes,
    // Before scheduleRoutes: its "{id}" would match "overview".
    scheduleOverviewRoutes,
    scheduleRoutes,
    calendarRoutes,
    // Before surveyRoutes: its "{id}" would match "overview".
    surveyOverviewRoutes,
    surveyRoutes,
    fitnessReportRoutes,
    eventAuthRoutes,
    agendaRoutes,
    expertRoutes,
    certificateRoutes,
  ]) {
    routes(api);
  }
  return api;
}
