// Generated bad input against every endpoint (QUALITY.md: at least 1,000 cases each in CI): whatever a
// client sends, the answer is never a 5xx, and every refusal has a DRF-shaped body. The endpoints are
// shared out between test files (server/api/bad-input-*.test.ts) so CI runs them on both cores.
import fc from "fast-check";

import {
  createActiveClub,
  createAgendaItem,
  createCurrentSeason,
  createEvent,
  expectJson,
  loginAs,
  openTestApi,
  registerToEvent,
} from "./api";

/** Cases per endpoint: FUZZ_RUNS (1,000 in CI, .ci/run), else 40. */
const RUNS = Number(process.env.FUZZ_RUNS) || 40;

/**
 * PGlite answers without real I/O, so a thousand cases can run on microtasks
 * alone and starve the event loop; vitest's worker then misses its runner's
 * replies (a fixed 60 s RPC timeout) and the run fails with every test green.
 * Each case first lets the loop turn once.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function isDrfBody(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const entries = Object.entries(body);
  if (entries.length === 0) return false;
  const isMessageList = (value: unknown) =>
    Array.isArray(value) && value.length > 0 && value.every((message) => typeof message === "string");
  return entries.every(([key, value]) =>
    key === "detail"
      ? typeof value === "string"
      : key === "code" && typeof value === "string"
        ? "detail" in body
        : isMessageList(value),
  );
}

const FIELDS = [
  "email",
  "password",
  "refresh",
  "token",
  "code",
  "groups",
  "group",
  "datetime",
  "place",
  "topic",
  "girls_count",
  "boys_count",
  "cancellation_reason",
  "first_name",
  "birthdate",
  "body_weight",
  "run",
  "user_pesel",
  "user_bank_account",
  "firstname",
  "postal_code",
  "user_agreements",
  "old_password",
  "new_password1",
  "new_password2",
  "group_number",
  "default_classes_place",
];

const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((length) => "ą".repeat(length));
/** Text with C0 controls and DEL in it (ASVS 4.0.3 V5.1.3): a NUL gave 500 on main. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  )
  .map(([text, control]) => `${text}${control}${text}`);
const anyValue = fc.oneof(
  fc.jsonValue(),
  hugeString,
  controlText,
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);
const wrongObject = fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 8 });

type Body =
  | { kind: "raw"; text: string; contentType: string }
  | { kind: "json"; value: unknown }
  | { kind: "form"; entries: [string, string][] };

const body: fc.Arbitrary<Body> = fc.oneof(
  fc.record({
    kind: fc.constant("raw" as const),
    text: fc.string({ maxLength: 200 }),
    contentType: fc.constantFrom(
      "application/json",
      "text/plain",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
    ),
  }),
  fc.record({ kind: fc.constant("json" as const), value: fc.oneof(fc.jsonValue(), wrongObject) }),
  fc.record({
    kind: fc.constant("form" as const),
    entries: fc.array(fc.tuple(fc.constantFrom(...FIELDS), fc.string({ maxLength: 50 })), { maxLength: 10 }),
  }),
);

const ENDPOINTS: [string, string][] = [
  ["POST", "/pl/api/auth/login/"],
  ["POST", "/pl/api/auth/token/refresh/"],
  ["POST", "/pl/api/auth/token/verify/"],
  ["POST", "/pl/api/auth/logout/"],
  ["POST", "/pl/api/auth/password/reset/"],
  ["POST", "/pl/api/auth/password/reset/validate_token/"],
  ["POST", "/pl/api/auth/password/reset/confirm/"],
  ["POST", "/lodz/pl/api/auth/register/"],
  ["PUT", "/pl/api/account/"],
  ["PUT", "/pl/api/account/password/change/"],
  ["POST", "/pl/api/events/check_code/"],
  ["PUT", "/lodz/pl/api/agenda/agenda_items/{item}/join/"],
  ["PUT", "/lodz/pl/api/agenda/agenda_items/{item}/leave/"],
  ["POST", "/pl/api/awf/club/enroll/"],
  ["PUT", "/pl/api/awf/club/enroll/"],
  ["POST", "/pl/api/awf/season/enroll/"],
  ["PUT", "/pl/api/awf/season/place"],
  ["PUT", "/pl/api/awf/group/count/"],
  ["POST", "/pl/api/awf/schedule/"],
  ["PUT", "/pl/api/awf/schedule/{schedule}/"],
  ["POST", "/pl/api/awf/schedule/{schedule}/cancel"],
  ["POST", "/pl/api/awf/survey/"],
  ["POST", "/pl/api/awf/newsletter/enroll/"],
];

/** Numbers, and what a client may send instead of one, for the fields that reach the database. */
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.double({ min: 0, max: 1000 }),
  fc.string({ maxLength: 8 }),
  fc.constant(null),
);

/** The part's share of the endpoints, every `of`th from its own. */
const shareOf = <T>(items: T[], part: number, of: number) => items.filter((_, index) => index % of === part - 1);

/** Feeds the part's share of the endpoints (and of the checks below) with generated bad input. */
export function fuzzApiEndpoints({ part, of }: { part: number; of: number }) {
  describe(`bad input never produces a 5xx (share ${part} of ${of})`, () => {
    const t = openTestApi();
    let token: string;
    let ids: Record<string, string>;

    beforeAll(async () => {
      const season = await createCurrentSeason(t.db);
      const { user } = await createActiveClub(t.db, t.config, season.id);
      const event = await createEvent(t.db, { slug: "lodz" });
      await registerToEvent(t.db, user.id, event.id);
      const item = await createAgendaItem(t.db, event.id);
      token = (await loginAs(t, user.email)).token;
      const schedule = await expectJson(
        await t.request("POST", "/pl/api/awf/schedule/", {
          token,
          json: { group: 1, datetime: "2026-03-12T14:30", place: "Sala", topic: "Gry", girls_count: 5, boys_count: 5 },
        }),
        201,
      );
      ids = { item: String(item.id), schedule: String(schedule.id) };
    });

    it.each(shareOf(ENDPOINTS, part, of))(
      "%s %s answers < 500, with DRF-shaped refusals",
      async (method, template) => {
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]);
        await fc.assert(
          fc.asyncProperty(body, async (input) => {
            await breathe();
            const headers: Record<string, string> = {
              Authorization: `JWT ${token}`,
              "X-Forwarded-For": "198.51.100.1",
            };
            let requestBody: BodyInit | undefined;
            if (input.kind === "raw") {
              headers["Content-Type"] = input.contentType;
              requestBody = input.text;
            } else if (input.kind === "json") {
              headers["Content-Type"] = "application/json";
              requestBody = JSON.stringify(input.value);
            } else {
              const form = new FormData();
              for (const [key, value] of input.entries) form.append(key, value);
              requestBody = form;
            }
            const response = await t.request(method, path, { headers, body: requestBody });
            const text = await response.text();
            if (response.status >= 500) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
            if (response.status >= 400) {
              const parsed = JSON.parse(text);
              if (!isDrfBody(parsed)) throw new Error(`${method} ${path} → ${response.status} not DRF-shaped: ${text}`);
            }
          }),
          { numRuns: RUNS },
        );
      },
      300_000,
    );

    /** Posts three times RUNS generated bodies: none answers 5xx. */
    async function expectNoServerErrorPosting(path: string, bodies: fc.Arbitrary<unknown>) {
      await fc.assert(
        fc.asyncProperty(bodies, async (json) => {
          await breathe();
          const response = await t.request("POST", path, { token, json });
          if (response.status >= 500) throw new Error(`${response.status}: ${await response.text()}`);
        }),
        { numRuns: RUNS * 3 },
      );
    }

    if (part === 1) {
      it("survives near-valid surveys with arbitrary values (the inputs that reach the database)", async () => {
        const survey = fc.record({
          group: fc.oneof(fc.constant(1), anyNumber),
          first_name: fc.constant("Ola"),
          last_name: fc.constant("Nowak"),
          sex: fc.constantFrom("K", "M"),
          birthdate: fc.constant("2015-05-04"),
          examination_date: fc.constant("2026-03-09"),
          school_type: fc.constant("podstawowa"),
          class_number: anyNumber,
          guardian_consent: fc.constant(true),
          pe_participation: fc.boolean(),
          pe_evaluation: anyNumber,
          body_weight: anyNumber,
          body_height: anyNumber,
          waist: anyNumber,
          beep_test: anyNumber,
          run: anyNumber,
          stick_overhang: anyNumber,
          plank: anyNumber,
          has_disability_certificate: fc.boolean(),
          type_of_disability: fc.string({ maxLength: 300 }),
        });
        await expectNoServerErrorPosting("/pl/api/awf/survey/", survey);
      }, 300_000);

      it("refuses a body over 1 MB with 413", async () => {
        const response = await t.request("POST", "/pl/api/auth/login/", {
          json: { email: "a@b.pl", password: "x".repeat(1_100_000) },
        });
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ detail: "Przesłane dane są za duże (najwyżej 1024 KB)." });
      });
    }
    if (part === of) {
      it("survives near-valid schedule items with arbitrary values (the inputs that reach the database)", async () => {
        const item = fc.record({
          group: fc.oneof(fc.constant(1), anyNumber),
          datetime: fc.oneof(
            fc.constant("2026-03-12T14:30"),
            fc.string({ maxLength: 20 }),
            fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 16)),
          ),
          place: fc.string({ maxLength: 250 }),
          topic: fc.string({ maxLength: 350 }),
          girls_count: anyNumber,
          boys_count: anyNumber,
        });
        await expectNoServerErrorPosting("/pl/api/awf/schedule/", item);
      }, 300_000);

      it("answers malformed paths and ids with 404", async () => {
        for (const path of [
          "/pl/api/awf/schedule/0/",
          "/pl/api/awf/schedule/99999999999/",
          "/pl/api/awf/survey/-1/",
          "/pl/api/awf/files/../../etc/passwd/",
          "/pl/api/awf/files/------------------------------------/",
          "/lodz/pl/api/agenda/agenda_items/1e3/",
        ]) {
          const response = await t.request("GET", path, { token });
          expect(response.status).toBe(404);
          expect(isDrfBody(await response.json())).toBe(true);
        }
      });
    }
  });
}
