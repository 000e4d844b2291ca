import { ClubEnrollmentStatus as S } from "../../app/lib/contract/constants";
import {
  canStaffChange,
  canTeacherCreate,
  canTeacherUpdate,
  correctedAt,
  isClubEnrollmentStatus,
} from "./club-enrollment";

describe("club enrolment statuses", () => {
  it("use the numbers of SPEC §4", () => {
    expect(S).toEqual({ empty: -1, verification: 0, accepted: 1, pending: 2, correction: 3, terminated: 4 });
    expect(isClubEnrollmentStatus(4)).toBe(true);
    expect(isClubEnrollmentStatus(5)).toBe(false);
  });

  it("let a teacher create only when empty", () => {
    expect(Object.values(S).filter(canTeacherCreate)).toEqual([S.empty]);
  });

  it("let a teacher update only when empty or sent back for correction", () => {
    expect(Object.values(S).filter(canTeacherUpdate)).toEqual([S.empty, S.correction]);
  });

  it("let staff accept, return for correction or terminate, but never empty an application", () => {
    expect(canStaffChange(S.verification, S.accepted)).toBe(true);
    expect(canStaffChange(S.verification, S.correction)).toBe(true);
    expect(canStaffChange(S.accepted, S.terminated)).toBe(true);
    expect(canStaffChange(S.correction, S.accepted)).toBe(false);
    for (const from of Object.values(S)) expect(canStaffChange(from, S.empty)).toBe(false);
  });
});

describe("the time of a correction", () => {
  const first = new Date("2026-03-01T08:00:00Z");

  it("is none for an application sent once", () => {
    expect(correctedAt({ firstSubmittedAt: first, submittedAt: new Date(first) })).toBeNull();
  });

  it("is the latest sending after the first", () => {
    const again = new Date("2026-03-04T09:30:00Z");
    expect(correctedAt({ firstSubmittedAt: first, submittedAt: again })).toEqual(again);
  });
});
