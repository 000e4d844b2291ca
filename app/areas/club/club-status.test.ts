import { ClubEnrollmentStatus } from "~/lib/contract/constants";

import { CLUB_STATUS_NAMES, clubStatusMeaning, isSubmittedStatus } from "./club-status";

describe("the club application's status as a teacher reads it", () => {
  const submitted = Object.values(ClubEnrollmentStatus).filter(isSubmittedStatus);

  it("names every submitted status of SPEC §4 in Polish", () => {
    expect(submitted.map((status) => CLUB_STATUS_NAMES[status])).toEqual([
      "weryfikacja",
      "zaakceptowane",
      "oczekujące",
      "do poprawy",
      "zakończone",
    ]);
  });

  it("says what each status means, each differently", () => {
    const meanings = submitted.map(clubStatusMeaning);
    expect(new Set(meanings).size).toBe(submitted.length);
    expect(clubStatusMeaning(ClubEnrollmentStatus.correction)).toMatch(/poprawienie/);
  });

  it("has no status before the teacher applies", () => {
    expect(isSubmittedStatus(ClubEnrollmentStatus.empty)).toBe(false);
  });
});
