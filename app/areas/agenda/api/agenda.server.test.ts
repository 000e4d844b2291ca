import type { Caller } from "~/lib/api/call.server";

import { AGENDA_FORMAT_ERROR, listAgenda, listAgendaForUser } from "./agenda.server";

/** An item exactly as the API sends it (snake_case). */
const item = {
  id: 3,
  name: "Warsztaty: gry ruchowe w klasach I–III",
  datetime_start: "2026-12-12T13:00:00.000Z",
  datetime_end: "2026-12-12T14:30:00.000Z",
  part: "workshop",
  place: "Sala gimnastyczna nr 2",
  has_content: false,
  participants_count: 20,
  sign_up_limit: 25,
  sign_up_enabled: true,
  sign_up_datetime_start: null,
  sign_up_datetime_end: "2026-12-10T22:59:00.000Z",
  has_registration_started: true,
  has_registration_ended: false,
  is_any_seat_available: true,
  waiting_count: 0,
  experts: [{ slug: "jan-wrona", name: "Jan Wrona", title: "dr", role: "speaker" }],
};

function answering(body: unknown): Caller & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    send: async (op, init) => {
      paths.push(op.path.replace("{event}", String(init?.params?.event)));
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    },
  };
}

async function failure(run: () => Promise<unknown>): Promise<Response> {
  const thrown = await run().then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe("the agenda client (SPEC §5)", () => {
  it("asks for the city's list and camelCases a well-formed answer", async () => {
    const caller = answering([item]);
    const [parsed] = await listAgenda(caller, "krakow");
    expect(caller.paths).toEqual(["/krakow/pl/api/agenda/agenda_items/sign_up_enabled/"]);
    expect(parsed).toMatchObject({ id: 3, datetimeStart: item.datetime_start, signUpLimit: 25, signUpEnabled: true });
  });

  it("drops what the contract does not name", async () => {
    const [parsed] = await listAgenda(
      answering([{ ...item, token: "eyJ.secret.jwt", speaker_pesel: "02070803628" }]),
      "warszawa",
    );
    expect(JSON.stringify(parsed)).not.toMatch(/secret|02070803628/);
  });

  it("requires userRegistered and the waiting-list place in a teacher's list", async () => {
    const response = await failure(() => listAgendaForUser(answering([item]), "warszawa"));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(AGENDA_FORMAT_ERROR);
    const [mine] = await listAgendaForUser(
      answering([{ ...item, user_registered: true, waiting_position: null }]),
      "warszawa",
    );
    expect(mine).toMatchObject({ userRegistered: true, waitingPosition: null, experts: [{ name: "Jan Wrona" }] });
  });

  it.each([
    ["a fractional id", { id: 1.5 }],
    ["an invalid start date", { datetime_start: "jutro" }],
    ["a textual seat limit", { sign_up_limit: "25" }],
    ["a non-boolean has_content", { has_content: "tak" }],
    ["an invalid sign-up end", { sign_up_datetime_end: "2026-13-45" }],
    ["an unknown part of the congress", { part: "bankiet" }],
    ["an expert without a role", { experts: [{ slug: "x", name: "X", title: "" }] }],
  ])("refuses %s with 500 'Niepoprawny format agendy'", async (_, change) => {
    const response = await failure(() => listAgenda(answering([{ ...item, ...change }]), "warszawa"));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Niepoprawny format agendy");
  });
});
