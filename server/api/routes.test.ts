// Every route the API serves is an operation of the contract, and every
// operation is served: nothing undeclared, nothing declared but missing.
import { OPERATIONS } from "../../app/lib/contract";
import { testConfig } from "../../tests/support/api";
import { createApi } from ".";
import { routerPath } from "./http/route";

/** The OpenAPI document describes the contract; it is not a call of it. */
const DOCUMENT_ROUTE = "GET /pl/api/schema/";

describe("routes", () => {
  it("are exactly the contract's operations", () => {
    const api = createApi({ config: testConfig() });
    const registered = api.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => route !== DOCUMENT_ROUTE);
    const declared = OPERATIONS.map((op) => `${op.method} ${routerPath(op)}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(registered.sort()).toEqual([...declared].sort());
  });
});
