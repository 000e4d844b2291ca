// The congress agenda's loaders and action against the in-process API on a
// fresh test database: what a visitor, a teacher of the city and a teacher of
// no city see; signing up, leaving and the waiting list from a plain form and
// from a fetcher; joining a city by its code; an item's page and a part's page.
import { and, eq } from "drizzle-orm";

import { loadAgendaPart } from "~/areas/agenda/agenda-part.server";
import { forgetPublicAgenda } from "~/areas/agenda/congress-lists.server";
import { appConfig } from "~/lib/config.server";
import { getToast } from "~/lib/toast.server";
import * as agendaRoute from "~/routes/agenda/agenda.server";
import * as itemRoute from "~/routes/agenda_.$id";

import { agendaSignUps, agendaWaitingList } from "../../server/db/schema";
import { createAgendaItem, createEvent, createUser, registerToEvent } from "../support/api";
import { args, cookiesOf, get, logIn, ORIGIN, outcome, post, serveAppFromTestApi } from "../support/bff";

const t = serveAppFromTestApi();
let warsaw: Awaited<ReturnType<typeof createEvent>>;
const FUTURE = { datetimeStart: new Date("2030-05-20T08:00:00Z"), datetimeEnd: new Date("2030-05-20T09:30:00Z") };

beforeAll(async () => {
  warsaw = await createEvent(t.db, { slug: appConfig.defaultEvent, city: "Warszawa", code: "WAW2030" });
});
// Items are added straight to the database here, as another instance's office would: no test sees another's kept agenda.
beforeEach(() => forgetPublicAgenda());

/** A teacher of the default city, logged in. */
async function teacher(registered = true) {
  const user = await createUser(t.db);
  if (registered) await registerToEvent(t.db, user.id, warsaw.id);
  return { user, cookie: await logIn(user.email) };
}

async function agendaData(cookie = "", query = "") {
  return (await outcome(() => agendaRoute.loader(args(get(`/agenda${query}`, cookie))))).json();
}

/** The toast an answer leaves for the next page. */
async function toastOf(response: Response) {
  const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(response) } }));
  return toast;
}

const signUp = (cookie: string, fields: Record<string, string>) =>
  outcome(() => agendaRoute.action(args(post("/agenda", { miasto: appConfig.defaultEvent, ...fields }, cookie))));

describe("the agenda (/agenda)", () => {
  it("shows a visitor the default city's items, its name, and no sign-up", async () => {
    const item = await createAgendaItem(t.db, warsaw.id, { ...FUTURE, name: "Otwarcie", signUpLimit: 40 });
    const data = await agendaData();
    expect(data).toMatchObject({ viewer: "visitor", city: { slug: warsaw.slug, name: "Warszawa" }, noCity: false });
    const shown = data.items.find((entry: { id: number }) => entry.id === item.id);
    expect(shown).toMatchObject({ name: "Otwarcie", canJoin: true, participantsCount: 0 });
    expect(shown).not.toHaveProperty("userRegistered");
  });

  it("keeps a visitor's agenda for a few seconds, shows a seat taken through the app at once, and never a teacher's own", async () => {
    const item = await createAgendaItem(t.db, warsaw.id, { ...FUTURE, name: "Warsztaty", signUpLimit: 10 });
    const seatsOf = (data: { items: { id: number; participantsCount: number }[] }) =>
      data.items.find((entry) => entry.id === item.id)?.participantsCount;
    expect(seatsOf(await agendaData())).toBe(0);

    // A seat taken elsewhere (another instance) shows within the few seconds the list is kept.
    const elsewhere = await createUser(t.db);
    await t.db.insert(agendaSignUps).values({ agendaItemId: item.id, userId: elsewhere.id });
    expect(seatsOf(await agendaData())).toBe(0);

    // A seat taken through this app shows at once, to the visitor too; the teacher sees her own standing.
    const { cookie } = await teacher();
    expect((await signUp(cookie, { intent: "join", item: String(item.id) })).status).toBe(302);
    const visitor = await agendaData();
    expect(seatsOf(visitor)).toBe(2);
    expect(visitor.items.find((entry: { id: number }) => entry.id === item.id)).not.toHaveProperty("userRegistered");
    const own = await agendaData(cookie);
    expect(own.items.find((entry: { id: number }) => entry.id === item.id)).toMatchObject({ userRegistered: true });
    // The next visitor's view, kept again, still carries no one's own sign-up.
    expect((await agendaData()).items.find((entry: { id: number }) => entry.id === item.id)).not.toHaveProperty(
      "userRegistered",
    );
  });

  it("shows a teacher of the city their own standing", async () => {
    const { user, cookie } = await teacher();
    const item = await createAgendaItem(t.db, warsaw.id, FUTURE);
    await t.db.insert(agendaSignUps).values({ agendaItemId: item.id, userId: user.id });
    const data = await agendaData(cookie);
    expect(data.viewer).toBe("member");
    expect(data.items.find((entry: { id: number }) => entry.id === item.id)).toMatchObject({
      userRegistered: true,
      canJoin: false,
      waitingPosition: null,
    });
  });

  it("tells a teacher of no city why they cannot sign up, without asking for their own agenda", async () => {
    const { cookie } = await teacher(false);
    const data = await agendaData(cookie);
    expect(data).toMatchObject({ viewer: "guest", noCity: true });
    expect(data.items.every((entry: object) => !("userRegistered" in entry))).toBe(true);
  });

  it("answers 404 for an unknown or malformed city", async () => {
    expect((await outcome(() => agendaRoute.loader(args(get("/agenda?miasto=nigdzie"))))).status).toBe(404);
    expect((await outcome(() => agendaRoute.loader(args(get("/agenda?miasto=%3Cx%3E"))))).status).toBe(404);
  });
});

describe("signing up (POST /agenda)", () => {
  it("joins and leaves with a plain form, back to the item with a toast", async () => {
    const { user, cookie } = await teacher();
    const item = await createAgendaItem(t.db, warsaw.id, { ...FUTURE, name: "Warsztaty: bieg", signUpLimit: 5 });
    const joined = await signUp(cookie, { intent: "join", item: String(item.id), redirectTo: "/czesc-warsztatowa" });
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe("/czesc-warsztatowa");
    expect(await toastOf(joined)).toMatchObject({ type: "success", message: "Masz zapis na „Warsztaty: bieg”." });
    const mine = and(eq(agendaSignUps.agendaItemId, item.id), eq(agendaSignUps.userId, user.id));
    expect(await t.db.select().from(agendaSignUps).where(mine)).toHaveLength(1);

    const left = await signUp(cookie, { intent: "leave", item: String(item.id) });
    expect(left.headers.get("Location")).toBe(`/agenda?miasto=${warsaw.slug}#punkt-${item.id}`);
    expect(await toastOf(left)).toMatchObject({ type: "success", message: "Wypisano Cię z „Warsztaty: bieg”." });
    expect(await t.db.select().from(agendaSignUps).where(mine)).toHaveLength(0);
  });

  it("answers a fetcher with data, and offers the waiting list when the last seat is gone", async () => {
    const holder = await teacher();
    const late = await teacher();
    const item = await createAgendaItem(t.db, warsaw.id, { ...FUTURE, name: "Warsztaty: piłka", signUpLimit: 1 });
    await signUp(holder.cookie, { intent: "join", item: String(item.id), respond: "data" });

    const refused = await signUp(late.cookie, { intent: "join", item: String(item.id), respond: "data" });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ ok: false });
    expect(await toastOf(refused)).toMatchObject({
      type: "error",
      message: "Brak wolnych miejsc na ten punkt programu. Możesz zapisać się na listę oczekujących.",
    });

    const waiting = await signUp(late.cookie, { intent: "wait", item: String(item.id), respond: "data" });
    expect(await waiting.json()).toEqual({ ok: true });
    expect((await toastOf(waiting))?.message).toContain("miejsce 1");
    expect(await t.db.select().from(agendaWaitingList).where(eq(agendaWaitingList.agendaItemId, item.id))).toHaveLength(
      1,
    );
    const unwaited = await signUp(late.cookie, { intent: "unwait", item: String(item.id) });
    expect((await toastOf(unwaited))?.message).toBe("Nie jesteś już na liście oczekujących na „Warsztaty: piłka”.");
  });

  it("joins another city's congress with its code, and refuses a wrong one", async () => {
    const gdansk = await createEvent(t.db, { slug: "gdansk", city: "Gdańsk", code: "GDA2030" });
    const { cookie } = await teacher();
    const wrong = await signUp(cookie, { intent: "join-city", code: "NIE" });
    expect(wrong.headers.get("Location")).toBe("/agenda#kod-miasta");
    expect(await toastOf(wrong)).toMatchObject({ type: "error", message: "Niepoprawny kod wydarzenia." });
    const joined = await signUp(cookie, { intent: "join-city", code: "gda2030" });
    expect(joined.headers.get("Location")).toBe("/agenda?miasto=gdansk");
    expect((await agendaData(cookie, "?miasto=gdansk")).viewer).toBe("member");
    expect(gdansk.id).toBeGreaterThan(0);
  });

  it("sends a visitor to log in, and refuses a post from another site or a malformed one", async () => {
    const item = await createAgendaItem(t.db, warsaw.id, FUTURE);
    const visitor = await signUp("", { intent: "join", item: String(item.id) });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/logowanie/);
    const crossSite = new Request(`${ORIGIN}/agenda`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: new URLSearchParams({ intent: "join", item: String(item.id), miasto: warsaw.slug }),
    });
    expect((await outcome(() => agendaRoute.action(args(crossSite)))).status).toBe(403);
    const { cookie } = await teacher();
    expect((await signUp(cookie, { intent: "steal", item: String(item.id) })).status).toBe(400);
    expect((await signUp(cookie, { intent: "join", item: "abc" })).status).toBe(400);
  });
});

describe("an item's page and a part's page", () => {
  it("shows an item with a description under its name, and 404s one without", async () => {
    const described = await createAgendaItem(t.db, warsaw.id, { ...FUTURE, description: "Pierwszy akapit.\n\nDrugi." });
    const bare = await createAgendaItem(t.db, warsaw.id, FUTURE);
    const data = await (
      await outcome(() => itemRoute.loader(args(get(`/agenda/${described.id}`), { id: String(described.id) })))
    ).json();
    expect(data.item).toMatchObject({ id: described.id, description: "Pierwszy akapit.\n\nDrugi.", hasContent: true });
    expect(itemRoute.handle.titleFrom?.(data)).toBe(described.name);
    expect(
      (await outcome(() => itemRoute.loader(args(get(`/agenda/${bare.id}`), { id: String(bare.id) })))).status,
    ).toBe(404);
  });

  it("lists only its part's items", async () => {
    const workshop = await createAgendaItem(t.db, warsaw.id, { ...FUTURE, part: "workshop" });
    const debate = await createAgendaItem(t.db, warsaw.id, { ...FUTURE, part: "discussion" });
    const data = await (await loadAgendaPart(get("/czesc-warsztatowa"), "workshop")).json();
    const ids = data.items.map((item: { id: number }) => item.id);
    expect(ids).toContain(workshop.id);
    expect(ids).not.toContain(debate.id);
  });
});
