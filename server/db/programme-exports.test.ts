import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../app/lib/contract";
import {
  createActiveClub,
  createClubEnrollment,
  createCurrentSeason,
  createUser,
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
  let seasonId: number;
  beforeAll(async () => {
    seasonId = (await createCurrentSeason(t.db)).id;
  });

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
    const { rows, sizes } = await all(applicationsInArrivalOrder(t.db, seasonId, 2));
    expect(sizes).toEqual([2, 2, 1]);
    expect(rows.map((row) => row.application.id)).toEqual(ids);
    const arrivals = rows.map((row) => row.arrival);
    expect(arrivals).toEqual([...arrivals].sort((a, b) => a - b));
    expect(new Set(arrivals).size).toBe(5);
  });

  it("count every teacher's classes once across batches of teachers, in Polish alphabetical order", async () => {
    const teachers = [];
    for (const lastname of ["Żak", "Łukasz", "Ćwik", "Lis", "Cygan"]) {
      const club = await createActiveClub(t.db, t.config, seasonId, 1);
      await t.db.update(users).set({ lastname }).where(eq(users.id, club.user.id));
      await t.db.insert(scheduleItems).values({
        groupId: club.groups[0].id,
        datetime: "2026-02-03T14:30",
        place: "Sala",
        topic: "Gry",
        girlsCount: 1,
        boysCount: 1,
      });
      teachers.push(club);
    }
    const { rows, sizes } = await all(classesPerTeacherMonth(t.db, seasonId, "2026-03-10T10:00", 2));
    expect(sizes).toEqual([2, 2, 1]);
    expect(rows.map((row) => [row.lastName, row.month, row.held])).toEqual([
      ["Cygan", "2026-02", 1],
      ["Ćwik", "2026-02", 1],
      ["Lis", "2026-02", 1],
      ["Łukasz", "2026-02", 1],
      ["Żak", "2026-02", 1],
    ]);
  });

  it("end at once for a season without surveys", async () => {
    expect((await all(seasonSurveys(t.db, seasonId, 2))).rows).toEqual([]);
  });
});
