// @vitest-environment jsdom
import { redirect } from "@remix-run/router";
import { afterEach, describe, expect, it } from "vitest";

import {
  DRAFT_FIELD,
  DRAFT_LIFETIME_MS,
  draftKey,
  draftValuesOf,
  forgetAllDrafts,
  forgetExpiredDrafts,
  isChangedSinceLoad,
  readDraft,
  saveDraft,
  sendKeepingDraft,
} from "./form-draft";

const KEY = draftKey("scope-a", "/konto/ankiety/1/nowa", "ankieta");

afterEach(() => localStorage.clear());

function post(fields: Record<string, string>): Request {
  // A string body: jsdom's URLSearchParams is not one Node's Request accepts.
  const body = Object.entries(fields)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  return new Request("http://localhost/konto/ankiety/1/nowa", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("a draft on the device", () => {
  it("is kept per teacher, page and form", () => {
    expect(draftKey("scope-a", "/konto/harmonogram/1", "zajecia")).not.toBe(
      draftKey("scope-b", "/konto/harmonogram/1", "zajecia"),
    );
    saveDraft(KEY, { first_name: "Ola" }, 1_000);
    expect(readDraft(KEY, 2_000)).toEqual({ values: { first_name: "Ola" }, savedAt: 1_000 });
  });

  it("expires after a week, and expired drafts are removed", () => {
    saveDraft(KEY, { first_name: "Ola" }, 0);
    saveDraft(draftKey("scope-a", "/konto/ankiety/2/nowa", "ankieta"), { first_name: "Jan" }, DRAFT_LIFETIME_MS);
    forgetExpiredDrafts(DRAFT_LIFETIME_MS + 1);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.length).toBe(1);
  });

  it("are all removed at logout, and nothing else the site keeps", () => {
    saveDraft(KEY, { first_name: "Ola" });
    saveDraft(draftKey("scope-b", "/konto/harmonogram/1", "zajecia"), { topic: "Gry" });
    localStorage.setItem("unrelated", "kept");
    forgetAllDrafts();
    expect(Object.keys(localStorage)).toEqual(["unrelated"]);
  });

  it("forgets what is not a draft instead of failing", () => {
    localStorage.setItem(KEY, "{not json");
    expect(readDraft(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("holds what the form would send, never a file, a password or its own marker", () => {
    document.body.innerHTML = `
      <form>
        <input name="first_name" value="Ola">
        <input type="checkbox" name="consent" checked>
        <input type="checkbox" name="omitted" value="waist" checked>
        <input type="checkbox" name="omitted" value="plank" checked>
        <input type="checkbox" name="unticked">
        <input type="password" name="password" value="Tajne#Haslo1">
        <input type="file" name="file">
        <input type="hidden" name="${DRAFT_FIELD}" value="${KEY}">
      </form>`;
    const form = document.querySelector("form")!;
    expect(draftValuesOf(form, ["password"])).toEqual({
      first_name: "Ola",
      consent: "on",
      omitted: ["waist", "plank"],
    });
  });
});

describe("sendKeepingDraft (a drafted form's clientAction)", () => {
  const sent = post({ [DRAFT_FIELD]: KEY, first_name: "Ola" });

  it("removes the draft once the server accepted the form with a redirect", async () => {
    saveDraft(KEY, { first_name: "Ola" });
    const answer = sendKeepingDraft({
      request: sent.clone(),
      serverAction: () => Promise.reject(redirect("/konto/ankiety/1")),
    });
    await expect(answer).rejects.toMatchObject({ status: 302 });
    expect(readDraft(KEY)).toBeNull();
  });

  it("removes the draft once the server accepted the form with data", async () => {
    saveDraft(KEY, { first_name: "Ola" });
    await expect(
      sendKeepingDraft({ request: sent.clone(), serverAction: async () => ({ saved: true }) }),
    ).resolves.toEqual({ saved: true });
    expect(readDraft(KEY)).toBeNull();
  });

  it("keeps the draft when the server refused the form, and passes the refusal on", async () => {
    saveDraft(KEY, { first_name: "Ola" });
    const refusal = { fieldErrors: { last_name: "To pole jest wymagane" }, repopulateFields: {} };
    await expect(sendKeepingDraft({ request: sent.clone(), serverAction: async () => refusal })).resolves.toBe(refusal);
    expect(readDraft(KEY)?.values).toEqual({ first_name: "Ola" });
  });

  it("answers a dropped connection in the form, the draft kept", async () => {
    saveDraft(KEY, { first_name: "Ola" });
    const answer = sendKeepingDraft({
      request: sent.clone(),
      serverAction: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await expect(answer).resolves.toEqual({ networkFailure: true, form: KEY });
    expect(readDraft(KEY)?.values).toEqual({ first_name: "Ola" });
  });

  it("lets a server error reach the error page", async () => {
    const answer = sendKeepingDraft({
      request: sent.clone(),
      serverAction: () => Promise.reject(new Error("Internal Server Error")),
    });
    await expect(answer).rejects.toThrow("Internal Server Error");
  });
});

describe("isChangedSinceLoad", () => {
  function form(html: string): HTMLFormElement {
    const element = document.createElement("form");
    element.innerHTML = html;
    return element;
  }

  it("sees what was typed or chosen before the scripts ran, and nothing else", () => {
    const page = form(`
      <input name="city" value="Warszawa">
      <input type="checkbox" name="terms">
      <select name="level"><option>A</option><option selected>B</option></select>
      <textarea name="note">x</textarea>
      <input type="hidden" name="${DRAFT_FIELD}" value="k">`);
    expect(isChangedSinceLoad(page)).toBe(false);
    (page.elements.namedItem("city") as HTMLInputElement).value = "Kielce";
    expect(isChangedSinceLoad(page)).toBe(true);
    expect(isChangedSinceLoad(page, ["city"])).toBe(false);
    (page.elements.namedItem("city") as HTMLInputElement).value = "Warszawa";
    (page.elements.namedItem("terms") as HTMLInputElement).checked = true;
    expect(isChangedSinceLoad(page)).toBe(true);
    (page.elements.namedItem("terms") as HTMLInputElement).checked = false;
    (page.elements.namedItem("level") as HTMLSelectElement).selectedIndex = 0;
    expect(isChangedSinceLoad(page)).toBe(true);
  });
});
