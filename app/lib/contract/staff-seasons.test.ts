import { classesOutsideProblem, seasonClashProblems, seasonDatesProblems, seasonFields } from "./staff-seasons";

const SCHOOL_YEAR = {
  date_start: "2026-09-01",
  date_end: "2027-06-25",
  schedule_max_date: "2027-06-15",
  surveys_date_start: "2026-09-14",
  surveys_date_end: "2026-10-16",
};

describe("a season's dates", () => {
  it("hold a school year with planning and surveys inside it", () => {
    expect(seasonDatesProblems(SCHOOL_YEAR)).toEqual({});
    // The last day of the season is a valid last planning day and survey day.
    expect(
      seasonDatesProblems({ ...SCHOOL_YEAR, schedule_max_date: "2027-06-25", surveys_date_end: "2027-06-25" }),
    ).toEqual({});
  });

  it("end after they start, within a school year's length", () => {
    expect(seasonDatesProblems({ ...SCHOOL_YEAR, date_end: "2026-09-01" }).date_end).toBe(
      "Koniec sezonu musi przypadać po jego początku.",
    );
    expect(seasonDatesProblems({ ...SCHOOL_YEAR, date_end: "2028-06-25" }).date_end).toBe(
      "Sezon może trwać najwyżej 400 dni.",
    );
  });

  it("keep the last planning day and the survey window in the season", () => {
    expect(seasonDatesProblems({ ...SCHOOL_YEAR, schedule_max_date: "2027-07-01" })).toEqual({
      schedule_max_date: "Ostatni dzień planowania zajęć musi przypadać w sezonie.",
    });
    expect(seasonDatesProblems({ ...SCHOOL_YEAR, surveys_date_start: "2026-08-31" })).toEqual({
      surveys_date_start: "Początek ankiet musi przypadać w sezonie.",
    });
    expect(seasonDatesProblems({ ...SCHOOL_YEAR, surveys_date_end: "2026-09-13" })).toEqual({
      surveys_date_end: "Koniec ankiet nie może przypadać przed ich początkiem.",
    });
    expect(seasonDatesProblems({ ...SCHOOL_YEAR, surveys_date_end: "2027-07-01" })).toEqual({
      surveys_date_end: "Koniec ankiet musi przypadać w sezonie.",
    });
  });

  it("are checked by the form's schema at their fields", () => {
    const parsed = seasonFields.safeParse({ name: "2026/2027", ...SCHOOL_YEAR, schedule_max_date: "2025-01-01" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.flatten().fieldErrors).toEqual({
      schedule_max_date: ["Ostatni dzień planowania zajęć musi przypadać w sezonie."],
    });
  });
});

describe("an edited season", () => {
  it("still holds every class planned in it", () => {
    const classes = { first: "2026-09-08", last: "2027-06-10" };
    expect(classesOutsideProblem(SCHOOL_YEAR, classes)).toEqual({});
    expect(classesOutsideProblem(SCHOOL_YEAR, null)).toEqual({});
    expect(classesOutsideProblem({ ...SCHOOL_YEAR, date_start: "2026-09-10" }, classes)).toEqual({
      date_start: "W sezonie są zaplanowane zajęcia od 08.09.2026 do 10.06.2027: sezon musi je obejmować.",
    });
    expect(classesOutsideProblem({ ...SCHOOL_YEAR, date_end: "2027-06-01" }, classes)).toHaveProperty("date_end");
  });
});

describe("a season among the others", () => {
  const season = { name: "Sezon 2026/2027", date_start: "2026-09-01", date_end: "2027-06-25" };
  const spring = { name: "Sezon wiosenny 2026", date_start: "2026-02-01", date_end: "2026-06-30" };
  const overlapsSpring =
    "Sezony nie mogą na siebie zachodzić: sezon „Sezon wiosenny 2026” trwa od 01.02.2026 do 30.06.2026.";

  it("may follow another season from the next day", () => {
    expect(seasonClashProblems(season, [spring])).toEqual({});
    expect(seasonClashProblems({ ...season, date_start: "2026-07-01" }, [spring])).toEqual({});
  });

  it("never shares a day with one: told at the start when it starts inside it, else at the end", () => {
    expect(seasonClashProblems({ ...season, date_start: "2026-06-30" }, [spring])).toEqual({
      date_start: overlapsSpring,
    });
    expect(seasonClashProblems({ ...season, date_start: "2026-01-01", date_end: "2026-02-01" }, [spring])).toEqual({
      date_end: overlapsSpring,
    });
    // One holding the other whole.
    expect(seasonClashProblems({ ...season, date_start: "2026-01-01" }, [spring])).toEqual({
      date_end: overlapsSpring,
    });
  });

  it("has a name of its own, whatever its letter case and spaces", () => {
    expect(
      seasonClashProblems({ ...season, name: " sezon WIOSENNY 2026 " }, [
        { ...spring, date_start: "2020-01-01", date_end: "2020-06-30" },
      ]),
    ).toEqual({
      name: "Sezon o tej nazwie już jest. Nadaj inną nazwę.",
    });
  });
});
