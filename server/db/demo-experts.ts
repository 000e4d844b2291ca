import type { Database } from "./client";
import type { ExpertRole } from "./experts";
import { agendaItemExperts, experts } from "./schema";

type DemoExpert = Pick<typeof experts.$inferInsert, "slug" | "name" | "title" | "bio">;

const DEMO_EXPERTS = [
  {
    slug: "malgorzata-zielinska",
    name: "Małgorzata Zielińska",
    title: "dr hab., prof. AWF Warszawa, Zakład Fizjologii",
    bio: "Bada wydolność dzieci i młodzieży w wieku szkolnym, od lat prowadzi pomiary testem wahadłowym w szkołach podstawowych. Współautorka raportów o sprawności uczniów po okresie nauki zdalnej.",
  },
  {
    slug: "krzysztof-dabrowski",
    name: "Krzysztof Dąbrowski",
    title: "dr, AWF Warszawa, Zakład Metodyki Wychowania Fizycznego",
    bio: "Zajmuje się metodyką lekcji wychowania fizycznego i zajęć pozalekcyjnych. Prowadzi szkolenia dla nauczycieli klas I–III z gier i zabaw ruchowych, w których każde dziecko jest w ruchu.",
  },
  {
    slug: "joanna-pawlak",
    name: "Joanna Pawlak",
    title: "dr, AWF Kraków, Zakład Psychologii",
    bio: "Psycholożka sportu. Bada motywację uczniów do aktywności fizycznej i lęk przed oceną na lekcjach wychowania fizycznego; pisze o tym, jak budować nawyk ruchu poza szkołą.",
  },
  {
    slug: "tomasz-michalski",
    name: "Tomasz Michalski",
    title: "dr, AWF Warszawa, Zakład Antropologii",
    bio: "Antropolog, autor opracowań o rozwoju somatycznym dzieci. Uczy, jak mierzyć masę ciała, wysokość i obwód talii w szkole i jak czytać wyniki na siatkach centylowych.",
  },
  {
    slug: "agnieszka-sikora",
    name: "Agnieszka Sikora",
    title: "mgr, trenerka przygotowania motorycznego",
    bio: "Od dziesięciu lat prowadzi trening funkcjonalny z młodzieżą szkół ponadpodstawowych i z zawodnikami klubów lekkoatletycznych. Pokazuje ćwiczenia, które wymagają niewiele sprzętu i mieszczą się w jednej lekcji.",
  },
  {
    slug: "beata-grabowska",
    name: "Beata Grabowska",
    title: "mgr, nauczycielka wychowania fizycznego w szkole podstawowej",
    bio: "Uczy wychowania fizycznego od dwudziestu lat i od pierwszej edycji prowadzi Sport Klub w małej wiejskiej szkole. Zajmuje się adaptowaną aktywnością fizyczną: w jej klubie ćwiczy grupa uczniów z niepełnosprawnościami.",
  },
] as const satisfies readonly DemoExpert[];

type Slug = (typeof DEMO_EXPERTS)[number]["slug"];

/** By index in seedDemo's items: 1 the debate, 2–4 the Warsaw workshops, 5 the panel, 7 the Kraków workshop. */
const LINKS: readonly [item: number, expert: Slug, role: ExpertRole][] = [
  [1, "joanna-pawlak", "moderator"],
  [1, "malgorzata-zielinska", "speaker"],
  [1, "krzysztof-dabrowski", "speaker"],
  [1, "beata-grabowska", "speaker"],
  [2, "malgorzata-zielinska", "speaker"],
  [2, "tomasz-michalski", "speaker"],
  [3, "krzysztof-dabrowski", "speaker"],
  [4, "agnieszka-sikora", "speaker"],
  [5, "krzysztof-dabrowski", "moderator"],
  [5, "beata-grabowska", "speaker"],
  [7, "beata-grabowska", "speaker"],
  [7, "joanna-pawlak", "speaker"],
];

export async function seedDemoExperts(tx: Database, items: readonly { id: number }[]): Promise<void> {
  const inserted = await tx
    .insert(experts)
    .values(DEMO_EXPERTS.map((expert) => ({ ...expert, photo: null })))
    .returning();
  const idOf = new Map(inserted.map((expert) => [expert.slug, expert.id]));
  await tx.insert(agendaItemExperts).values(
    LINKS.map(([index, slug, role]) => {
      const item = items[index];
      if (!item) throw new Error(`The demo agenda has no item ${index} for ${slug}`);
      return { agendaItemId: item.id, expertId: idOf.get(slug)!, role };
    }),
  );
}
