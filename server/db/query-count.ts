// How many database queries one web request costs: the web server opens a
// request context for each request it serves (web/access-log.ts) and the
// access log shows its count, so an N+1 loop shows up in the log and in the
// bench (issue 16).
import type { Logger } from "drizzle-orm/logger";

import { currentRequest } from "../request-context";

/** Drizzle's logger: counts each query of the request under way (outside one, nothing). */
export const queryCounter: Logger = {
  logQuery() {
    const request = currentRequest();
    if (request) request.queries += 1;
  },
};
