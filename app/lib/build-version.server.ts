import * as serverBuild from "@remix-run/dev/server-build";

/**
 * The version of the running build: changes with every deployment, and the
 * browser compares its own with it. Read on call: the build module imports
 * this one, so its exports are not ready while this module loads.
 */
export function buildVersion(): string {
  return serverBuild.assets.version;
}
