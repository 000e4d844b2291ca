// Load-test teachers: copies of the demo teacher Anna Nowak (same password,
// registered to the Warsaw congress, an accepted club, this season's
// enrolment and two groups), so many virtual users can log in, sign up for
// agenda items and write schedules and surveys. The admin CLI has no command
// for teachers, so this uses the API's own database layer, like the CLI does,
// and must run while no server holds the data folder.
//
//   npx tsx bench/seed-teachers.ts <count>     (DATA_DIR / DATABASE_URL as for the server)
import { eq, like } from "drizzle-orm";

import { getConfig } from "../server/config";
import { closeAllDatabases, getDb } from "../server/db/client";
import { clubEnrollments, eventRegistrations, groups, seasonEnrollments, users } from "../server/db/schema";

const ANNA = "anna.nowak@example.pl";

export function benchTeacherEmail(index: number): string {
  return `obciazenie.${String(index).padStart(3, "0")}@example.pl`;
}

function withoutId<T extends { id: unknown }>(row: T): Omit<T, "id"> {
  const { id: _id, ...rest } = row;
  return rest;
}

async function main() {
  const count = Number(process.argv[2] ?? 40);
  if (!Number.isInteger(count) || count < 1 || count > 500) throw new Error("count: 1–500");
  const db = await getDb(getConfig());
  const existing = await db.select({ id: users.id }).from(users).where(like(users.email, "obciazenie.%"));
  if (existing.length >= count) {
    console.info(`${existing.length} load-test teachers already there.`);
    return;
  }
  const [anna] = await db.select().from(users).where(eq(users.email, ANNA));
  if (!anna) throw new Error("the demo data is missing (npm run db:seed first)");
  const registrations = await db.select().from(eventRegistrations).where(eq(eventRegistrations.userId, anna.id));
  const [club] = await db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, anna.id));
  const enrolments = await db.select().from(seasonEnrollments).where(eq(seasonEnrollments.userId, anna.id));
  const annaGroups = await db.select().from(groups).where(eq(groups.userId, anna.id));

  await db.transaction(async (tx) => {
    for (let index = existing.length + 1; index <= count; index++) {
      const email = benchTeacherEmail(index);
      const [user] = await tx
        .insert(users)
        .values({ ...withoutId(anna), email, firstname: "Nauczyciel", lastname: `Obciążeniowy ${index}` })
        .returning();
      for (const registration of registrations)
        await tx.insert(eventRegistrations).values({ ...withoutId(registration), userId: user!.id });
      if (club) {
        // Each application's place in the order of arrival is its own: the database stamps it.
        const { arrival: _arrival, ...application } = withoutId(club);
        await tx.insert(clubEnrollments).values({ ...application, userId: user!.id, userEmail: email });
      }
      for (const enrolment of enrolments) {
        const [copy] = await tx
          .insert(seasonEnrollments)
          .values({ ...withoutId(enrolment), userId: user!.id })
          .returning();
        for (const group of annaGroups.filter((g) => g.seasonEnrollmentId === enrolment.id)) {
          await tx.insert(groups).values({ ...withoutId(group), userId: user!.id, seasonEnrollmentId: copy!.id });
        }
      }
    }
  });
  console.info(`${count} load-test teachers ready (password as the demo accounts').`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeAllDatabases());
