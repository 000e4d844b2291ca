import type { Caller } from "~/lib/api/call.server";
import { UpstreamContractError } from "~/lib/api/errors.server";
import { log } from "~/lib/observability.server";

import { listExperts } from "./experts.server";

/** An expert exactly as the API sends them (snake_case). */
const expert = {
  slug: "malgorzata-zielinska",
  name: "Małgorzata Zielińska",
  title: "dr hab., prof. AWF Warszawa",
  bio: "Bada wydolność dzieci i młodzieży w wieku szkolnym.",
  photo: null,
  items: [
    {
      id: 2,
      name: "Debata ekspertów",
      event: "warszawa",
      city: "Warszawa",
      datetime_start: "2026-04-20T08:00:00.000Z",
      datetime_end: "2026-04-20T09:30:00.000Z",
      part: "discussion",
      sign_up_enabled: true,
      role: "moderator",
    },
  ],
};

function answering(body: unknown): Caller & { paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    send: async (op) => {
      paths.push(op.path);
      return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
    },
  };
}

describe("the experts client", () => {
  it("asks for every expert and camelCases their items", async () => {
    const caller = answering([expert]);
    const [parsed] = await listExperts(caller);
    expect(caller.paths).toEqual(["/pl/api/agenda/experts/"]);
    expect(parsed.items[0]).toEqual({
      id: 2,
      name: "Debata ekspertów",
      event: "warszawa",
      city: "Warszawa",
      datetimeStart: "2026-04-20T08:00:00.000Z",
      datetimeEnd: "2026-04-20T09:30:00.000Z",
      part: "discussion",
      signUpEnabled: true,
      role: "moderator",
    });
  });

  it("drops what the contract does not name", async () => {
    const [parsed] = await listExperts(answering([{ ...expert, email: "m.zielinska@example.pl", phone: "600" }]));
    expect(JSON.stringify(parsed)).not.toMatch(/example\.pl|"phone"/);
  });

  it.each([
    ["an unknown role", { items: [{ ...expert.items[0], role: "prelegent" }] }],
    ["a missing photo field", { photo: undefined }],
  ])("refuses %s as outside the contract", async (_, change) => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    await expect(listExperts(answering([{ ...expert, ...change }]))).rejects.toBeInstanceOf(UpstreamContractError);
    error.mockRestore();
  });
});
