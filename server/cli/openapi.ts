import fs from "node:fs";
import path from "node:path";

import { buildOpenApiDocument } from "../api/openapi/document";

export const OPENAPI_FILE = path.resolve(process.cwd(), "server/api/openapi.json");
export const OPENAPI_VERSION = "1.0.0";

export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(OPENAPI_VERSION), null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  fs.writeFileSync(OPENAPI_FILE, renderOpenApiDocument());
  console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
