import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { DEFAULT_SETUP } from "../../app/lib/contract/setup";
import { computeSetup, type SetupFacts } from "./setup";

const season = { scheduleMaxDate: "2026-06-15", surveysDateStart: "2026-03-01", surveysDateEnd: "2026-03-31" };
const active: SetupFacts = {
  today: "2026-03-10",
  hasCertificate: true,
  clubEnrollmentStatus: ClubEnrollmentStatus.accepted,
  agreementDateSigned: "2026-01-20",
  currentSeason: season,
  isEnrolledInCurrentSeason: true,
};

describe("computeSetup", () => {
  it("defaults to 2030-12-31 and every flag false", () => {
    expect(DEFAULT_SETUP).toMatchObject({
      scheduleMaxDate: "2030-12-31",
      surveysDateStart: "2030-12-31",
      surveysDateEnd: "2030-12-31",
    });
    expect(Object.entries(DEFAULT_SETUP).filter(([, value]) => value === true)).toEqual([]);
  });

  it("opens everything for an accepted, enrolled teacher inside both windows", () => {
    expect(computeSetup(active)).toEqual({
      agreementDateSigned: "2026-01-20",
      hasCertificate: true,
      hasClubEnrollment: true,
      hasCurrentSeasonEnrollment: true,
      schedulePreviewAvailable: true,
      scheduleAddingAvailable: true,
      scheduleMaxDate: "2026-06-15",
      surveysDateStart: "2026-03-01",
      surveysDateEnd: "2026-03-31",
      surveysPreviewAvailable: true,
      surveysAddingAvailable: true,
    });
  });

  it("keeps previews but closes adding after the schedule date and outside the survey window", () => {
    const setup = computeSetup({ ...active, today: "2026-06-16" });
    expect(setup).toMatchObject({
      schedulePreviewAvailable: true,
      scheduleAddingAvailable: false,
      surveysPreviewAvailable: true,
      surveysAddingAvailable: false,
    });
    expect(computeSetup({ ...active, today: "2026-06-15" }).scheduleAddingAvailable).toBe(true);
    expect(computeSetup({ ...active, today: "2026-03-01" }).surveysAddingAvailable).toBe(true);
    expect(computeSetup({ ...active, today: "2026-02-28" }).surveysAddingAvailable).toBe(false);
  });

  it.each([ClubEnrollmentStatus.verification, ClubEnrollmentStatus.correction, ClubEnrollmentStatus.terminated])(
    "gives no preview while the club is %i",
    (status) => {
      const setup = computeSetup({ ...active, clubEnrollmentStatus: status });
      expect(setup.hasClubEnrollment).toBe(true);
      expect(setup.schedulePreviewAvailable).toBe(false);
      expect(setup.surveysAddingAvailable).toBe(false);
    },
  );

  it("has no club enrolment when empty, and no season enrolment without a current season", () => {
    expect(computeSetup({ ...active, clubEnrollmentStatus: ClubEnrollmentStatus.empty }).hasClubEnrollment).toBe(false);
    const noSeason = computeSetup({ ...active, currentSeason: null });
    expect(noSeason).toMatchObject({
      hasCurrentSeasonEnrollment: false,
      schedulePreviewAvailable: false,
      scheduleMaxDate: "2030-12-31",
    });
  });
});
