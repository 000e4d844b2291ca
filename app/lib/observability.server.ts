// Beside the in-process holder, the one place app code reaches server code.
export { log } from "../../server/log";
export { metrics } from "../../server/metrics";
export { currentRequest } from "../../server/request-context";
