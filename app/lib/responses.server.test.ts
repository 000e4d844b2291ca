import { UpstreamError } from "./api/errors.server";
import {
  jsonWithSession,
  jsonWithToast,
  redirectWithRefusal,
  redirectWithSession,
  redirectWithToast,
} from "./responses.server";
import type { Session } from "./session.server";
import { getToast } from "./toast.server";

/** A session whose cookies changed (refreshed tokens): what every answer must carry back. */
function changedSession() {
  const session = {
    commits: 0,
    async commit(headers: Headers = new Headers()) {
      session.commits++;
      headers.append("Set-Cookie", "token=refreshed; Path=/; HttpOnly");
      return headers;
    },
  };
  return session as typeof session & Session;
}

/** The toast the next page shows: read back from the answer's cookies, as the root loader reads it. */
async function toastOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((one) => one.split(";")[0])
    .join("; ");
  return (await getToast(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }))).toast;
}

describe("the answers of a screen with a session", () => {
  it("data: the session's cookies, committed once, with the status and headers asked for", async () => {
    const session = changedSession();
    const response = await jsonWithSession(session, { saved: true }, { status: 409, headers: { "Retry-After": "5" } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ saved: true });
    expect(response.headers.getSetCookie()).toEqual(["token=refreshed; Path=/; HttpOnly"]);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(session.commits).toBe(1);
  });

  it("a redirect: the session's cookies", async () => {
    const session = changedSession();
    const response = await redirectWithSession(session, "/konto");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/konto");
    expect(response.headers.getSetCookie()).toEqual(["token=refreshed; Path=/; HttpOnly"]);
    expect(session.commits).toBe(1);
  });

  it("a redirect with a toast: the session's cookies, then the toast's", async () => {
    const session = changedSession();
    const response = await redirectWithToast(session, "/konto", { success: "Zapisano." }, { headers: { "X-A": "b" } });
    expect(response.headers.get("Location")).toBe("/konto");
    expect(response.headers.get("X-A")).toBe("b");
    const [sessionCookie, toastCookie] = response.headers.getSetCookie();
    expect(sessionCookie).toBe("token=refreshed; Path=/; HttpOnly");
    expect(toastCookie).toMatch(/^toast=/);
    expect(await toastOf(response)).toEqual({ message: "Zapisano.", type: "success" });
    expect(session.commits).toBe(1);
  });

  it("data with a toast: an error toast, and the session's cookies", async () => {
    const session = changedSession();
    const response = await jsonWithToast(session, { ok: false }, { error: "Brak miejsc." });
    expect(await response.json()).toEqual({ ok: false });
    expect(response.headers.getSetCookie()[0]).toBe("token=refreshed; Path=/; HttpOnly");
    expect(await toastOf(response)).toEqual({ message: "Brak miejsc.", type: "error" });
  });

  it("a refusal of the API: back with its message, or its error at the field named", async () => {
    const refused = new UpstreamError(400, "Kod: Nieznany kod.", { code: ["Nieznany kod."] });
    const toField = await redirectWithRefusal(changedSession(), "/agenda", refused, { field: "code" });
    expect(await toastOf(toField)).toEqual({ message: "Nieznany kod.", type: "error" });
    const whole = await redirectWithRefusal(changedSession(), "/konto", new UpstreamError(503, "Niedostępny."));
    expect(whole.headers.get("Location")).toBe("/konto");
    expect(await toastOf(whole)).toEqual({ message: "Niedostępny.", type: "error" });
  });

  it("anything else than the API's answer is thrown on, and nothing is committed", async () => {
    const session = changedSession();
    const bug = new TypeError("undefined is not a function");
    await expect(redirectWithRefusal(session, "/konto", bug)).rejects.toBe(bug);
    expect(session.commits).toBe(0);
  });
});
