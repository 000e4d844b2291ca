import { describe, expect, it } from "vitest";

import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import { DEFAULT_SETUP, type Setup } from "~/lib/contract/setup";

import { ACCOUNT_PATHS, type ClubApplication, programmeSteps, scheduleState, surveysState } from "./account-steps";

const certified: Setup = { ...DEFAULT_SETUP, hasCertificate: true };
const applied = (status: ClubApplication["status"], staffNote = ""): ClubApplication => ({ status, staffNote });
const accepted = applied(ClubEnrollmentStatus.accepted);
const enrolled: Setup = {
  ...certified,
  hasClubEnrollment: true,
  hasCurrentSeasonEnrollment: true,
  agreementDateSigned: "2026-09-10",
  schedulePreviewAvailable: true,
  scheduleAddingAvailable: true,
  scheduleMaxDate: "2026-12-18",
  surveysPreviewAvailable: true,
  surveysAddingAvailable: false,
  surveysDateStart: "2026-12-01",
  surveysDateEnd: "2026-12-15",
};

function step(setup: Setup, club: ClubApplication | null, title: string) {
  const found = programmeSteps(setup, club).find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no step ${title}`);
  return found;
}

describe("the account page's steps", () => {
  it("without a certificate: every step waits, and the teacher is told why", () => {
    const steps = programmeSteps(DEFAULT_SETUP, null);
    expect(steps.map((s) => s.state)).toEqual(["waiting", "waiting", "waiting", "waiting"]);
    expect(steps[0]).toMatchObject({ text: "Nie widzimy jeszcze Twojego certyfikatu.", noCertificate: true });
    expect(steps.some((s) => s.action)).toBe(false);
  });

  it("with a certificate and no application: the next step is the application form", () => {
    const club = step(certified, null, "Zgłoszenie klubu");
    expect(club.state).toBe("open");
    expect(club.action).toEqual({ to: ACCOUNT_PATHS.clubApplication, label: "Zgłoś klub" });
  });

  it.each([
    [ClubEnrollmentStatus.verification, "waiting", "weryfikacja", "Zobacz zgłoszenie"],
    [ClubEnrollmentStatus.accepted, "done", "zaakceptowane", "Zobacz zgłoszenie"],
    [ClubEnrollmentStatus.pending, "waiting", "oczekujące", "Zobacz zgłoszenie"],
    [ClubEnrollmentStatus.correction, "open", "do poprawy", "Popraw zgłoszenie"],
    [ClubEnrollmentStatus.terminated, "waiting", "zakończone", "Zobacz zgłoszenie"],
  ] as const)("an application in status %i is %s, named %s, with '%s'", (status, state, name, action) => {
    const club = step({ ...certified, hasClubEnrollment: true }, applied(status), "Zgłoszenie klubu");
    expect(club.state).toBe(state);
    expect(club.label).toBe(`Status: ${name}`);
    expect(club.action?.label).toBe(action);
  });

  it("shows the office's note only on an application sent back for correction", () => {
    const note = "Brakuje zgody dyrektora szkoły.";
    const setup = { ...certified, hasClubEnrollment: true };
    expect(step(setup, applied(ClubEnrollmentStatus.correction, note), "Zgłoszenie klubu").note).toBe(note);
    expect(step(setup, applied(ClubEnrollmentStatus.pending, note), "Zgłoszenie klubu").note).toBeUndefined();
  });

  it("opens the season once the club is accepted, with the group sizes the programme asks for", () => {
    const season = step({ ...certified, hasClubEnrollment: true }, accepted, "Zapis na bieżący sezon");
    expect(season.state).toBe("open");
    expect(season.text).toContain("od 12 do 20 uczniów");
    expect(season.action).toEqual({ to: ACCOUNT_PATHS.season, label: "Zapisz klub na sezon" });
    const pending = step(
      { ...certified, hasClubEnrollment: true },
      applied(ClubEnrollmentStatus.pending),
      "Zapis na bieżący sezon",
    );
    expect(pending.state).toBe("waiting");
    expect(pending.action).toBeUndefined();
  });

  it("tells the truth of the contract and the season after each decision", () => {
    const setup = { ...certified, hasClubEnrollment: true };
    const after = (status: ClubApplication["status"]) => [
      step(setup, applied(status), "Umowa").text,
      step(setup, applied(status), "Zapis na bieżący sezon").text,
    ];
    expect(after(ClubEnrollmentStatus.verification)).toEqual([
      "Umowę przygotujemy po akceptacji zgłoszenia; biuro programu skontaktuje się w sprawie podpisu.",
      "Zapiszesz się na sezon po akceptacji zgłoszenia klubu.",
    ]);
    expect(after(ClubEnrollmentStatus.accepted)[0]).toBe(
      "Zgłoszenie przyjęto: biuro programu przygotuje umowę i skontaktuje się w sprawie podpisu.",
    );
    expect(after(ClubEnrollmentStatus.terminated)).toEqual([
      "Udział klubu w programie został zakończony, więc umowy nie przygotujemy.",
      "Udział klubu w programie został zakończony, więc zapis na sezon nie jest możliwy.",
    ]);
    // A contract signed before the club's part ended stays what it was.
    const signed = { ...setup, agreementDateSigned: "2026-09-10" };
    expect(step(signed, applied(ClubEnrollmentStatus.terminated), "Umowa").text).toBe("Umowa podpisana 10.09.2026.");
  });

  it("an enrolled teacher has every step done, the agreement with its date", () => {
    const steps = programmeSteps(enrolled, accepted);
    expect(steps.map((s) => s.state)).toEqual(["done", "done", "done", "done"]);
    expect(step(enrolled, accepted, "Umowa").text).toBe("Umowa podpisana 10.09.2026.");
  });
});

describe("the schedule's state", () => {
  it("is closed until the club is accepted and the season enrolled", () => {
    expect(scheduleState(DEFAULT_SETUP)).toContain("zapiszesz się na bieżący sezon");
  });
  it("is open until the last planning day", () => {
    expect(scheduleState(enrolled)).toBe("Zajęcia możesz planować i zmieniać do 18.12.2026.");
  });
  it("is preview only after it", () => {
    expect(scheduleState({ ...enrolled, scheduleAddingAvailable: false })).toBe(
      "Planowanie zajęć zakończyło się 18.12.2026; harmonogram możesz przeglądać.",
    );
  });
});

describe("the surveys' state", () => {
  it("is closed until the club is accepted and the season enrolled", () => {
    expect(surveysState(DEFAULT_SETUP, "2026-11-23")).toContain("zapiszesz się na bieżący sezon");
  });
  it("says when the window opens", () => {
    expect(surveysState(enrolled, "2026-11-23")).toBe(
      "Ankiety sprawności będzie można wypełniać od 01.12.2026 do 15.12.2026; już teraz możesz je przeglądać.",
    );
  });
  it("is open inside the window", () => {
    expect(surveysState({ ...enrolled, surveysAddingAvailable: true }, "2026-12-05")).toBe(
      "Ankiety sprawności możesz wypełniać do 15.12.2026.",
    );
  });
  it("says when the window closed", () => {
    expect(surveysState(enrolled, "2026-12-16")).toBe(
      "Termin ankiet sprawności minął 15.12.2026; ankiety możesz przeglądać.",
    );
  });
});
