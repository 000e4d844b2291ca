import { sql } from "drizzle-orm";

import { OPERATIONS, pathOf, pathParameterNames } from "../app/lib/contract";
import { openTestApi, TEST_API_KEY } from "../tests/support/api";
import { log } from "./log";
import { API_SECRET_ROUTES, secretPathRedactor } from "./secret-paths";
import { standaloneFront } from "./standalone-front";

/** A secret as the platform makes them (32 random bytes in base64url), different each time. */
function newSecret(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

describe("a secret path segment, as logged", () => {
  const redact = secretPathRedactor([
    { pattern: "/kalendarz/:file", secrets: ["file"] },
    { pattern: "/{event}/pl/api/tajne/{token}/{id}/", secrets: ["token"] },
  ]);

  it("is replaced by its parameter's name, other parameters and other paths kept", () => {
    expect(redact("/kalendarz/Ab_9-x.ics")).toBe("/kalendarz/:file");
    expect(redact("/KALENDARZ/Ab_9-x.ics")).toBe("/KALENDARZ/:file");
    expect(redact("/warszawa/pl/api/tajne/Ab_9-x/7/")).toBe("/warszawa/pl/api/tajne/{token}/7/");
    expect(redact("/konto/harmonogram/2")).toBe("/konto/harmonogram/2");
    expect(redact("/kalendarz")).toBe("/kalendarz");
    expect(redact("/kalendarz/")).toBe("/kalendarz/");
  });

  it("is replaced in a path that goes on past the pattern or ends early, as a mistyped address would", () => {
    expect(redact("/kalendarz/Ab_9-x.ics/dalej")).toBe("/kalendarz/:file/dalej");
    expect(redact("/kalendarz/Ab_9-x.ics/")).toBe("/kalendarz/:file/");
    expect(redact("/warszawa/pl/api/tajne/Ab_9-x/7")).toBe("/warszawa/pl/api/tajne/{token}/7");
  });
});

describe("the API's log of a call with a secret in its path", () => {
  const t = openTestApi();
  let lines: unknown[][];
  beforeEach(() => {
    lines = [];
    for (const level of ["info", "warn", "error"] as const)
      vi.spyOn(log, level).mockImplementation((...args: unknown[]) => void lines.push(args));
  });
  afterEach(() => vi.restoreAllMocks());

  const front = () =>
    standaloneFront({ fetch: (request) => t.api.fetch(request) }, async () => ({ ready: true, checks: {} }));
  const logged = () => JSON.stringify(lines, (_key, value: unknown) => (value instanceof Error ? value.stack : value));

  const secretOperations = OPERATIONS.filter((op) => op.secretParams);

  it("the contract declares the calendar feed's secret, and only names of its path parameters", () => {
    expect(API_SECRET_ROUTES).toContainEqual({ pattern: "/pl/api/awf/calendar/{token}/", secrets: ["token"] });
    for (const op of secretOperations) {
      expect(pathParameterNames(op.path)).toEqual(expect.arrayContaining([...op.secretParams!]));
    }
    // A parameter named like a secret is declared as one.
    for (const op of OPERATIONS) {
      for (const name of pathParameterNames(op.path).filter((name) => /token|secret/i.test(name))) {
        expect(op.secretParams, `${op.method} ${op.path}`).toContain(name);
      }
    }
  });

  it.each(secretOperations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "%s is logged with the parameter's name, never the secret, however the address is written",
    async (_name, op) => {
      const secret = newSecret();
      const params = Object.fromEntries(
        pathParameterNames(op.path).map((name) => [name, op.secretParams!.includes(name) ? secret : "warszawa"]),
      );
      const path = pathOf(op, params);
      for (const address of [path, path.replace(/\/$/, ""), `${path}dalej/`, `${path}?token=${secret}`]) {
        await front()(
          new Request(`http://api.internal${address}`, { method: op.method, headers: { "X-Api-Key": TEST_API_KEY } }),
        );
      }
      expect(lines).toHaveLength(4);
      expect(logged()).not.toContain(secret);
      expect(logged()).toContain(`${op.method} ${op.path} `);
    },
  );

  it("a call that fails is logged without its secret too", async () => {
    const secret = newSecret();
    await t.db.execute(sql`alter table calendar_feeds rename to calendar_feeds_away`);
    try {
      const answer = await front()(
        new Request(`http://api.internal/pl/api/awf/calendar/${secret}/`, { headers: { "X-Api-Key": TEST_API_KEY } }),
      );
      expect(answer.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table calendar_feeds_away rename to calendar_feeds`);
    }
    expect(logged()).toContain("API call failed");
    expect(logged()).not.toContain(secret);
  });
});
