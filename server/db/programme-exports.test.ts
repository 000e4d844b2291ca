import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../app/lib/contract";
import {
  createActiveClub,
  createClubEnrollment,
  createUser,
  currentSeasonOf,
  describeOnEachDatabase,
} from "../../tests/support/api";
import { applicationsInArrivalOrder, classesPerTeacherMonth, seasonSurveys } from "./programme-exports";
import { clubEnrollments, scheduleItems, users } from "./schema";

async function all<Row>(batches: AsyncIterable<Row[]>): Promise<{ rows: Row[]; sizes: number[] }> {
  const rows: Row[] = [];
  const sizes: number[] = [];
  for await (const batch of batches) {
    rows.push(...batch);
    sizes.push(batch.length);
  }
  return { rows, sizes };
}

describeOnEachDatabase("the exports' batches on %s", (t) => {
  const season = currentSeasonOf(t);

  it("read every application once, in order of arrival, across batches; a correction keeps its place", async () => {
    const ids: number[] = [];
    for (let index = 0; index < 5; index++) {
      const user = await createUser(t.db);
      ids.push((await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.verification)).id);
    }
    // The first one was sent back for correction and sent again a day later.
    await t.db
      .update(clubEnrollments)
      .set({ submittedAt: new Date(Date.now() + 86_400_000) })
      .where(eq(clubEnrollments.id, ids[0]));
    const { rows, sizes } = await all(applicationsInArrivalOrder(t.db, season.id, 2));
    expect(sizes).toEqual([2, 2, 1]);
    expect(rows.map((row) => row.application.id)).toEqual(ids);
    const arrivals = rows.map((row) => row.arrival);
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    expect(new Set(arrivals).size).toBe(5);
  });

  it("give every teacher every month of the season once across batches of teachers, in Polish alphabetical order", async () => {
    const minutes = { Żak: 45, Łukasz: 60, Ćwik: 90, Lis: 60, Cygan: 240 };
    for (const [lastname, durationMinutes] of Object.entries(minutes)) {
      const club = await createActiveClub(t.db, t.config, season.id, 1);
      await t.db.update(users).set({ lastname }).where(eq(users.id, club.user.id));
      await t.db.insert(scheduleItems).values({
        groupId: club.groups[0].id,
        datetime: "2026-02-03T14:30",
        durationMinutes,
        place: "Sala",
        topic: "Gry",
        girlsCount: 1,
        boysCount: 1,
      });
    }
    const springSeason = { id: season.id, dateStart: "2026-02-01", dateEnd: "2026-06-30" };
    const { rows, sizes } = await all(classesPerTeacherMonth(t.db, springSeason, "2026-03-10T10:00", 2));
    // Five months, February to June, for each teacher.
    expect(sizes).toEqual([10, 10, 5]);
    expect(
      rows.filter((row) => row.month === "2026-02").map((row) => [row.lastName, row.held, row.heldMinutes]),
    ).toEqual([
      ["Cygan", 1, 240],
      ["Ćwik", 1, 90],
      ["Lis", 1, 60],
      ["Łukasz", 1, 60],
      ["Żak", 1, 45],
    ]);
    expect(rows.filter((row) => row.lastName === "Żak").map((row) => [row.month, row.held, row.cancelled])).toEqual([
      ["2026-02", 1, 0],
      ["2026-03", 0, 0],
      ["2026-04", 0, 0],
      ["2026-05", 0, 0],
      ["2026-06", 0, 0],
    ]);
    expect(rows[1]).toMatchObject({
      lastName: "Cygan",
      schoolName: "Szkoła Podstawowa nr 12",
      email: expect.any(String),
    });
  });

  it("end at once for a season without surveys", async () => {
    expect((await all(seasonSurveys(t.db, season.id, 2))).rows).toEqual([]);
  });
});
