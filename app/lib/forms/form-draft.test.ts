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
  forgetOtherTeachersDrafts,
  formNow,
  readDraft,
  restoredValues,
  saveDraft,
  sendKeepingDraft,
  typedFields,
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

  it("of another teacher are removed once someone else is signed in on the device, and nothing else", () => {
    saveDraft(draftKey("scope-a", "/konto/edycja-profilu", "profil"), { lastname: "Nowak" });
    saveDraft(draftKey("scope-ab", "/konto/edycja-profilu", "profil"), { lastname: "Lis" });
    saveDraft(draftKey("scope-b", "/konto/ankiety/1/nowa", "ankieta"), { first_name: "Jan" });
    localStorage.setItem("unrelated", "kept");
    forgetOtherTeachersDrafts("scope-b");
    expect(Object.keys(localStorage).sort()).toEqual([
      draftKey("scope-b", "/konto/ankiety/1/nowa", "ankieta"),
      "unrelated",
    ]);
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

function form(html: string): HTMLFormElement {
  const element = document.createElement("form");
  element.innerHTML = html;
  return element;
}

function field<T extends HTMLElement = HTMLInputElement>(page: HTMLFormElement, name: string): T {
  return page.elements.namedItem(name) as unknown as T;
}

/** A survey as the page sends it: the class and the mark not chosen yet (a select with no selected option). */
const SURVEY = `
  <input name="first_name" value="">
  <input name="last_name" value="">
  <input type="radio" name="sex" value="K"><input type="radio" name="sex" value="M">
  <select name="class_number"><option value="">Wybierz</option><option>4</option><option>5</option></select>
  <input type="checkbox" name="guardian_consent">
  <textarea name="note"></textarea>
  <input type="hidden" name="submission_key" value="page-key">
  <input type="hidden" name="${DRAFT_FIELD}" value="k">
  <button name="next" value="1">Zapisz i dodaj kolejnego ucznia</button>`;

describe("typedFields", () => {
  it("sees nothing typed in a page as it was sent, a select with no selected option too", () => {
    expect(typedFields(formNow(form(SURVEY)))).toEqual([]);
  });

  it("sees what was typed or chosen before the scripts ran, and nothing else", () => {
    const page = form(`
      <input name="city" value="Warszawa">
      <input type="checkbox" name="terms">
      <select name="level"><option>A</option><option selected>B</option></select>
      <textarea name="note">x</textarea>
      <input type="hidden" name="${DRAFT_FIELD}" value="k">`);
    field(page, "city").value = "Kielce";
    expect(typedFields(formNow(page))).toEqual(["city"]);
    expect(typedFields(formNow(page, ["city"]))).toEqual([]);
    field(page, "city").value = "Warszawa";
    field(page, "terms").checked = true;
    field<HTMLSelectElement>(page, "level").selectedIndex = 0;
    field<HTMLTextAreaElement>(page, "note").value = "y";
    expect(typedFields(formNow(page))).toEqual(["terms", "level", "note"]);
  });

  it("does not take a hidden field for something typed", () => {
    const page = form(SURVEY);
    field(page, "submission_key").value = "another-key";
    expect(typedFields(formNow(page))).toEqual([]);
  });
});

describe("restoredValues", () => {
  const draft = {
    first_name: "Zofia",
    last_name: "Kruk",
    sex: "K",
    class_number: "5",
    guardian_consent: "on",
    note: "",
    submission_key: "draft-key",
  };

  it("puts the draft back, with the submission key it would have been sent with", () => {
    expect(restoredValues(draft, formNow(form(SURVEY)))).toEqual(draft);
  });

  it("restores nothing when the draft holds only what the page does, whatever its submission key", () => {
    const empty = { first_name: "", last_name: "", class_number: "", note: "", submission_key: "draft-key" };
    expect(restoredValues(empty, formNow(form(SURVEY)))).toBeNull();
  });

  it("never overwrites a field typed into before the draft was read", () => {
    const page = form(SURVEY);
    field(page, "first_name").value = "Maria";
    field<HTMLSelectElement>(page, "class_number").value = "4";
    expect(restoredValues(draft, formNow(page))).toEqual({ ...draft, first_name: "Maria", class_number: "4" });
  });

  it("keeps a box unticked before the draft was read unticked", () => {
    const page = form(SURVEY.replace('name="guardian_consent"', 'name="guardian_consent" checked'));
    field(page, "guardian_consent").checked = false;
    expect(restoredValues(draft, formNow(page))).not.toHaveProperty("guardian_consent");
  });

  it("restores nothing when every field the draft changes was typed into again", () => {
    const page = form(SURVEY);
    for (const name of ["first_name", "last_name"]) field(page, name).value = "Nowe";
    page.querySelector<HTMLInputElement>('[name="sex"][value="K"]')!.checked = true;
    field<HTMLSelectElement>(page, "class_number").value = "4";
    field(page, "guardian_consent").checked = true;
    expect(restoredValues(draft, formNow(page))).toBeNull();
  });
});
