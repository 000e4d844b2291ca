import * as serverBuild from "@remix-run/dev/server-build";

/** Read on call: the build module imports this one, so its exports are not ready at load. */
export function buildVersion(): string {
  return serverBuild.assets.version;
}
