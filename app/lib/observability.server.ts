/**
 * The app's door to the process's log (server/log.ts), its metrics
 * (server/metrics.ts) and the request being served (server/request-context.ts):
 * beside the in-process holder, the one place app code reaches server code,
 * for what every layer shares.
 */
export { log } from "../../server/log";
export { currentRequest } from "../../server/request-context";
export { metrics } from "../../server/metrics";
