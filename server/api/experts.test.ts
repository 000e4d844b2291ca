import {
  createAgendaItem,
  createEvent,
  describeOnEachDatabase,
  expectJson,
  newUserToken,
} from "../../tests/support/api";
import { insertExpert, linkExpertToItem } from "../db/experts";

const EXPERTS = "/pl/api/agenda/experts/";

describeOnEachDatabase("congress experts on %s", (t) => {
  it("answers an empty list before any expert is announced", async () => {
    expect(await expectJson(await t.request("GET", EXPERTS), 200)).toEqual([]);
  });

  it("lists each expert with the items they lead in every city, soonest first", async () => {
    const warsaw = await createEvent(t.db, { city: "Warszawa" });
    const cracow = await createEvent(t.db, { city: "Kraków" });
    const workshop = await createAgendaItem(t.db, cracow.id, {
      name: "Warsztaty: zabawy na boisku szkolnym",
      datetimeStart: new Date("2026-05-12T08:00:00Z"),
      datetimeEnd: new Date("2026-05-12T09:30:00Z"),
      part: "workshop",
    });
    const debate = await createAgendaItem(t.db, warsaw.id, {
      name: "Debata ekspertów: sprawność uczniów po pandemii",
      datetimeStart: new Date("2026-04-20T08:00:00Z"),
      datetimeEnd: new Date("2026-04-20T09:30:00Z"),
      part: "discussion",
      // Items without sign-ups are part of the programme too.
      signUpEnabled: false,
    });
    const otherItem = await createAgendaItem(t.db, warsaw.id, { name: "Otwarcie kongresu" });
    const expert = await insertExpert(t.db, {
      slug: "malgorzata-zielinska",
      name: "Małgorzata Zielińska",
      title: "dr hab., prof. AWF Warszawa",
      bio: "Fizjolożka wysiłku.",
    });
    const colleague = await insertExpert(t.db, { slug: "jan-nowak", name: "Jan Nowak" });
    await linkExpertToItem(t.db, expert.id, workshop.id);
    await linkExpertToItem(t.db, expert.id, debate.id, "moderator");
    await linkExpertToItem(t.db, colleague.id, otherItem.id);

    const listed = await expectJson(await t.request("GET", EXPERTS), 200);
    expect(listed.find((one: { slug: string }) => one.slug === expert.slug)).toEqual({
      slug: "malgorzata-zielinska",
      name: "Małgorzata Zielińska",
      title: "dr hab., prof. AWF Warszawa",
      bio: "Fizjolożka wysiłku.",
      photo: null,
      items: [
        {
          id: debate.id,
          name: "Debata ekspertów: sprawność uczniów po pandemii",
          event: warsaw.slug,
          city: "Warszawa",
          datetime_start: "2026-04-20T08:00:00.000Z",
          datetime_end: "2026-04-20T09:30:00.000Z",
          part: "discussion",
          sign_up_enabled: false,
          role: "moderator",
        },
        {
          id: workshop.id,
          name: "Warsztaty: zabawy na boisku szkolnym",
          event: cracow.slug,
          city: "Kraków",
          datetime_start: "2026-05-12T08:00:00.000Z",
          datetime_end: "2026-05-12T09:30:00.000Z",
          part: "workshop",
          sign_up_enabled: true,
          role: "speaker",
        },
      ],
    });
    expect(
      listed.find((one: { slug: string }) => one.slug === colleague.slug).items.map((item: { id: number }) => item.id),
    ).toEqual([otherItem.id]);
  });

  it("orders experts by surname in the Polish alphabet, and keeps one without items", async () => {
    for (const [slug, name] of [
      ["jan-zajac", "Jan Zając"],
      ["lukasz-slusarczyk", "Łukasz Ślusarczyk"],
      ["anna-sowa", "Anna Sowa"],
      ["zofia-adamska", "Zofia Adamska"],
    ]) {
      await insertExpert(t.db, { slug, name, photo: `/media/eksperci/${slug}.jpg` });
    }
    const listed = await expectJson(await t.request("GET", EXPERTS), 200);
    const names = listed.map((one: { name: string }) => one.name);
    expect(names.filter((name: string) => !["Małgorzata Zielińska", "Jan Nowak"].includes(name))).toEqual([
      "Zofia Adamska",
      "Anna Sowa",
      "Łukasz Ślusarczyk",
      "Jan Zając",
    ]);
    expect(names.indexOf("Jan Nowak")).toBeLessThan(names.indexOf("Anna Sowa"));
    expect(listed.find((one: { slug: string }) => one.slug === "anna-sowa")).toMatchObject({
      photo: "/media/eksperci/anna-sowa.jpg",
      items: [],
    });
  });

  it("answers a signed-in teacher the same list, and a role given again replaces the first", async () => {
    const event = await createEvent(t.db);
    const panel = await createAgendaItem(t.db, event.id, { name: "Panel: Sport Kluby w małych szkołach" });
    const expert = await insertExpert(t.db, { slug: "beata-grabowska", name: "Beata Grabowska" });
    await linkExpertToItem(t.db, expert.id, panel.id, "speaker");
    await linkExpertToItem(t.db, expert.id, panel.id, "moderator");

    const token = await newUserToken(t);
    const anonymous = await expectJson(await t.request("GET", EXPERTS), 200);
    expect(await expectJson(await t.request("GET", EXPERTS, { token }), 200)).toEqual(anonymous);
    expect(anonymous.find((one: { slug: string }) => one.slug === expert.slug).items).toEqual([
      expect.objectContaining({ id: panel.id, role: "moderator" }),
    ]);
  });
});
