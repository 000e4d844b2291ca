// Queries per web request, in the access log, so an N+1 loop shows (issue 16).
import type { Logger } from "drizzle-orm/logger";

import { currentRequest } from "../request-context";

export const queryCounter: Logger = {
  logQuery() {
    const request = currentRequest();
    if (request) request.queries += 1;
  },
};
