import { z } from "zod";

import { ACCOUNT_ANSWER } from "../../../tests/support/api-answers";
import { operation } from "../contract/operation";
import { log } from "../observability.server";
import { call, type Caller, forwardedHeaders, idempotencyHeaders, readAnswer } from "./call.server";
import { UpstreamContractError } from "./errors.server";
import { getProfile } from "./profile.server";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
const answering = (body: unknown): Caller => ({ send: async () => json(body) });

const ACCOUNT = {
  ...ACCOUNT_ANSWER,
  id: 7,
  registered_events: [{ slug: "warszawa", name: "Kongres WF z AWF", city: "Warszawa" }],
  token: "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjo3fQ.c2lnbmF0dXJl",
};

/** A call of no one's (GET /x/, no login) that answers 200 with `response`. */
const getAnswering = (response: z.ZodTypeAny) =>
  operation({ method: "GET", path: "/x/", summary: "", tag: "test", auth: "none", status: 200, response, errors: [] });

describe("reading answers through the contract", () => {
  it("camelCases every key, deeply", async () => {
    const op = getAnswering(
      z.object({
        has_certificate: z.boolean(),
        registered_events: z.array(z.object({ event_name: z.string() })),
      }),
    );
    expect(
      await call(answering({ has_certificate: true, registered_events: [{ event_name: "Kongres" }] }), op),
    ).toEqual({
      hasCertificate: true,
      registeredEvents: [{ eventName: "Kongres" }],
    });
  });

  it("gives the profile of GET /pl/api/account/ and never the token the API echoes", async () => {
    const profile = await getProfile(answering(ACCOUNT));
    expect(profile).toMatchObject({ email: ACCOUNT.email, postalCode: "00-950", userGroups1: ACCOUNT.user_groups1 });
    expect(profile).not.toHaveProperty("token");
    expect(JSON.stringify(profile)).not.toContain(ACCOUNT.token);
  });

  it("refuses an answer outside the contract with the default message, without logging its values", async () => {
    const errors: string[] = [];
    const spy = vi.spyOn(log, "error").mockImplementation(((message: string) => void errors.push(message)) as never);
    const error = await getProfile(answering({ ...ACCOUNT, email: 12345678901 })).catch((e: unknown) => e);
    spy.mockRestore();
    expect(error).toBeInstanceOf(UpstreamContractError);
    expect((error as UpstreamContractError).status).toBe(500);
    expect((error as Error).message).toMatch(/^Coś poszło nie tak, wyślij pytanie na adres /);
    expect(errors.join("\n")).toContain("email");
    expect(errors.join("\n")).not.toContain("12345678901");
  });

  it("treats a body that is not JSON as outside the contract", async () => {
    const op = getAnswering(z.object({}));
    vi.spyOn(log, "error").mockImplementationOnce(() => {});
    await expect(readAnswer(op, new Response("<html>"), z.object({ a: z.string() }))).rejects.toBeInstanceOf(
      UpstreamContractError,
    );
  });
});

describe("forwardedHeaders", () => {
  it("tells the API the client's address, as a reverse proxy does, and nothing of the page's origin", () => {
    const request = new Request("http://192.168.1.20:3300/rejestracja", { headers: { "X-Forwarded-For": "10.0.0.7" } });
    expect(forwardedHeaders(request)).toEqual({ "X-Forwarded-For": "10.0.0.7" });
    expect(forwardedHeaders(new Request("https://wfzawf.pl/przywracanie-hasla"))).toEqual({});
  });
});

describe("idempotencyHeaders", () => {
  it("turns a form's submission key into the API's Idempotency-Key", () => {
    const form = new FormData();
    expect(idempotencyHeaders(form)).toEqual({});
    form.set("submission_key", "3f2c1a9e-5b7d-4c1e-9a2b-7d8e6f5a4b3c");
    expect(idempotencyHeaders(form)).toEqual({ "Idempotency-Key": "3f2c1a9e-5b7d-4c1e-9a2b-7d8e6f5a4b3c" });
  });
});
