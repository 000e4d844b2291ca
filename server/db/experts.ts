import { asc, eq, inArray, sql } from "drizzle-orm";

import type { EXPERT_ROLES } from "../../app/lib/contract/constants";
import type { Database } from "./client";
import { polishAsc } from "./collation";
import { agendaItemExperts, agendaItems, events, experts } from "./schema";

export type ExpertRow = typeof experts.$inferSelect;
export type ExpertRole = (typeof EXPERT_ROLES)[number];

export interface ExpertItem {
  id: number;
  name: string;
  event: { slug: string; city: string };
  datetimeStart: Date;
  datetimeEnd: Date;
  part: (typeof agendaItems.$inferSelect)["part"];
  signUpEnabled: boolean;
  role: ExpertRole;
}

export type ExpertWithItems = ExpertRow & { items: ExpertItem[] };

// Not the database's collation: PGlite and PostgreSQL may be set up with different ones.
const polish = new Intl.Collator("pl", { sensitivity: "base" });

function surnameOf(name: string): string {
  return name.trim().split(/\s+/).at(-1) ?? "";
}

function bySurname(a: ExpertRow, b: ExpertRow): number {
  return polish.compare(surnameOf(a.name), surnameOf(b.name)) || polish.compare(a.name, b.name) || a.id - b.id;
}

export async function listExpertsWithItems(db: Database): Promise<ExpertWithItems[]> {
  const people = (await db.select().from(experts)).sort(bySurname);
  if (people.length === 0) return [];
  const rows = await db
    .select({
      expertId: agendaItemExperts.expertId,
      role: agendaItemExperts.role,
      id: agendaItems.id,
      name: agendaItems.name,
      datetimeStart: agendaItems.datetimeStart,
      datetimeEnd: agendaItems.datetimeEnd,
      part: agendaItems.part,
      signUpEnabled: agendaItems.signUpEnabled,
      eventSlug: events.slug,
      eventCity: events.city,
    })
    .from(agendaItemExperts)
    .innerJoin(agendaItems, eq(agendaItems.id, agendaItemExperts.agendaItemId))
    .innerJoin(events, eq(events.id, agendaItems.eventId))
    .where(
      inArray(
        agendaItemExperts.expertId,
        people.map((person) => person.id),
      ),
    )
    .orderBy(asc(agendaItems.datetimeStart), asc(agendaItems.id));
  const itemsOf = new Map<number, ExpertItem[]>(people.map((person) => [person.id, []]));
  for (const { expertId, eventSlug, eventCity, ...item } of rows) {
    itemsOf.get(expertId)?.push({ ...item, event: { slug: eventSlug, city: eventCity } });
  }
  return people.map((person) => ({ ...person, items: itemsOf.get(person.id) ?? [] }));
}

export async function insertExpert(
  db: Database,
  values: Pick<typeof experts.$inferInsert, "slug" | "name"> & Partial<typeof experts.$inferInsert>,
): Promise<ExpertRow> {
  const [expert] = await db.insert(experts).values(values).returning();
  return expert;
}

export async function linkExpertToItem(
  db: Database,
  expertId: number,
  agendaItemId: number,
  role: ExpertRole = "speaker",
): Promise<void> {
  await db
    .insert(agendaItemExperts)
    .values({ expertId, agendaItemId, role })
    .onConflictDoUpdate({ target: [agendaItemExperts.agendaItemId, agendaItemExperts.expertId], set: { role } });
}

export interface ExpertOnItem {
  id: number;
  name: string;
  role: "speaker" | "moderator";
}

export async function expertsOnItem(db: Database, itemId: number): Promise<ExpertOnItem[]> {
  return db
    .select({ id: experts.id, name: experts.name, role: agendaItemExperts.role })
    .from(agendaItemExperts)
    .innerJoin(experts, eq(experts.id, agendaItemExperts.expertId))
    .where(eq(agendaItemExperts.agendaItemId, itemId))
    .orderBy(sql`${agendaItemExperts.role} = 'moderator' DESC`, polishAsc(experts.name));
}

export async function replaceItemExperts(
  db: Database,
  itemId: number,
  list: readonly { id: number; role: "speaker" | "moderator" }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(agendaItemExperts).where(eq(agendaItemExperts.agendaItemId, itemId));
    if (list.length > 0) {
      await tx
        .insert(agendaItemExperts)
        .values(list.map((expert) => ({ agendaItemId: itemId, expertId: expert.id, role: expert.role })));
    }
  });
}

export function listExpertNames(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: experts.id, name: experts.name })
    .from(experts)
    .orderBy(polishAsc(experts.name), asc(experts.id));
}
