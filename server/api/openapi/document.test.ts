import fs from "node:fs";

import { openTestApi } from "../../../tests/support/api";
import { OPENAPI_FILE, renderOpenApiDocument } from "../../cli/openapi";

describe("OpenAPI document", () => {
  const t = openTestApi();

  it("is committed up to date (regenerate with npx tsx server/cli/openapi.ts)", () => {
    expect(fs.readFileSync(OPENAPI_FILE, "utf8")).toBe(renderOpenApiDocument());
  });

  it("is served without an API key and names every SPEC §7 call", async () => {
    const response = await t.request("GET", "/pl/api/schema/", { apiKey: null });
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/pl/api/auth/login/",
        "/pl/api/auth/token/refresh/",
        "/{event}/pl/api/auth/register/",
        "/{event}/pl/api/agenda/agenda_items/{id}/join/",
        "/pl/api/awf/season/place",
        "/pl/api/awf/schedule/{id}/cancel",
        "/pl/api/awf/newsletter/enroll",
      ]),
    );
    expect(
      document.paths["/pl/api/awf/survey/"].post.requestBody.content["application/json"].schema.properties.body_weight,
    ).toBeDefined();
  });
});
