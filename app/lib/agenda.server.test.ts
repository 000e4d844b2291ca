import type { AgendaItem } from "./agenda";
import { AGENDA_FORMAT_ERROR, parseAgenda } from "./agenda.server";

const item: AgendaItem = {
  id: 3,
  name: "Warsztaty: gry ruchowe w klasach I–III",
  datetimeStart: "2026-12-12T13:00:00.000Z",
  datetimeEnd: "2026-12-12T14:30:00.000Z",
  hasContent: false,
  participantsCount: 20,
  signUpLimit: 25,
  signUpEnabled: true,
  signUpDatetimeStart: null,
  signUpDatetimeEnd: "2026-12-10T22:59:00.000Z",
};

async function failure(run: () => unknown): Promise<Response> {
  try {
    run();
  } catch (thrown) {
    return thrown as Response;
  }
  throw new Error("expected a failure");
}

describe("parseAgenda (SPEC §5)", () => {
  it("accepts a well-formed public list", () => {
    expect(parseAgenda([item])).toEqual([item]);
  });

  it("requires userRegistered in a teacher's list", async () => {
    const response = await failure(() => parseAgenda([item], { forUser: true }));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(AGENDA_FORMAT_ERROR);
    expect(parseAgenda([{ ...item, userRegistered: true }], { forUser: true })[0].userRegistered).toBe(true);
  });

  it.each([
    ["a fractional id", { id: 1.5 }],
    ["an invalid start date", { datetimeStart: "jutro" }],
    ["a textual seat limit", { signUpLimit: "25" }],
    ["a non-boolean hasContent", { hasContent: "tak" }],
    ["an invalid sign-up end", { signUpDatetimeEnd: "2026-13-45" }],
  ])("refuses %s with 500 'Niepoprawny format agendy'", async (_, change) => {
    const response = await failure(() => parseAgenda([{ ...item, ...change }]));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Niepoprawny format agendy");
  });
});
