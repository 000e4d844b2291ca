// The log (issue 17): one JSON object per line in production, for an
// operator's collector; readable lines in development and on a terminal.
// Every line written while a request is served carries its id (reqId), which
// the web server takes from a trusted proxy or makes, and the BFF sends to the
// API. No personal data: no passwords, tokens, cookies or PESEL (they are
// redacted should one ever be logged), and no query strings, which carry
// tokens (web/access-log.ts); e-mail addresses only where an operator needs them.
import type { Writable } from "node:stream";

import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

import { currentRequest } from "./request-context";

export type { Logger };

const SECRET_KEYS = ["password", "newPassword", "token", "refresh", "pesel", "bankAccount", "authorization", "cookie"];

/** LOG_FORMAT=json or pretty; by default pretty in development and on a terminal, JSON lines elsewhere. */
export function logFormat(
  env: NodeJS.ProcessEnv = process.env,
  terminal = Boolean(process.stdout.isTTY),
): "json" | "pretty" {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "pretty") return env.LOG_FORMAT;
  return env.NODE_ENV === "development" || terminal ? "pretty" : "json";
}

export function createLogger(
  destination: Writable = process.stdout,
  { format = logFormat(), level = process.env.LOG_LEVEL || (process.env.NODE_ENV === "test" ? "warn" : "info") } = {},
): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const request = currentRequest();
        return request ? { reqId: request.requestId } : {};
      },
      redact: {
        paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `req.headers.${key}`]),
        censor: "[redacted]",
      },
    },
    format === "pretty"
      ? pretty({
          destination,
          sync: true,
          colorize: destination === process.stdout && Boolean(process.stdout.isTTY),
          // The access log's message already says its method, path, status and time.
          ignore: "pid,hostname,req,res,responseTime",
          singleLine: true,
          translateTime: "SYS:HH:MM:ss.l",
        })
      : destination,
  );
}

// The server build and web/main.ts load this module each on its own: one logger for both.
const holder = globalThis as typeof globalThis & { __sportKlubyLog?: Logger };

/** The process's log. */
export const log: Logger = (holder.__sportKlubyLog ??= createLogger());
