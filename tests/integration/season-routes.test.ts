// The season screen's loader and action against the in-process API on a
// fresh test database: enrolment with rows added and removed without
// JavaScript, the group-size rule, a resent form, and editing the groups.
import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "~/lib/contract/constants";
import * as seasonRoute from "~/routes/konto.sezon/route";

import { groups, scheduleItems, seasonEnrollments } from "../../server/db/schema";
import { createActiveClub, createClubEnrollment, createUser, currentSeasonOf, giveCertificate } from "../support/api";
import { args, get, logIn, outcome, post, serveAppFromTestApi, toastOf } from "../support/bff";

const t = serveAppFromTestApi();
const season = currentSeasonOf(t);

async function acceptedTeacher() {
  const user = await createUser(t.db);
  await giveCertificate(t.db, user.id);
  await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.accepted);
  return { user, cookie: await logIn(user.email) };
}

const load = async (cookie: string) =>
  (await outcome(() => seasonRoute.loader(args(get("/konto/sezon", cookie))))).json();
const submit = (fields: Record<string, string>, cookie: string) =>
  outcome(() => seasonRoute.action(args(post("/konto/sezon", fields, cookie))));

const GROUP_ONE = {
  "groups[0].default_classes_place": "Sala gimnastyczna",
  "groups[0].girls_count": "7",
  "groups[0].boys_count": "6",
};

describe("the season screen (konto/sezon)", () => {
  it("offers an accepted club one empty group to enrol, and explains the wait to any other", async () => {
    const { cookie } = await acceptedTeacher();
    expect(await load(cookie)).toMatchObject({
      season: { name: "Sezon wiosenny 2026", dateStart: "2026-02-01" },
      enrolled: false,
      clubAccepted: true,
      rows: [{ default_classes_place: "" }],
      restored: false,
    });
    const waiting = await createUser(t.db);
    await createClubEnrollment(t.db, t.config, waiting.id, ClubEnrollmentStatus.verification);
    expect(await load(await logIn(waiting.email))).toMatchObject({ enrolled: false, clubAccepted: false });
  });

  it("adds and removes rows without JavaScript, keeping what was typed and saying where the cursor goes", async () => {
    const { user, cookie } = await acceptedTeacher();
    const added = await submit({ ...GROUP_ONE, intent: "add-group" }, cookie);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({
      rows: [
        { default_classes_place: "Sala gimnastyczna", girls_count: "7", boys_count: "6" },
        { default_classes_place: "" },
      ],
      focus: 1,
    });
    const removed = await submit(
      {
        ...GROUP_ONE,
        "groups[1].default_classes_place": "Boisko Orlik",
        "groups[1].girls_count": "10",
        "groups[1].boys_count": "4",
        "groups[1].disability_group": "on",
        intent: "remove-group:0",
      },
      cookie,
    );
    expect(await removed.json()).toEqual({
      rows: [{ default_classes_place: "Boisko Orlik", girls_count: "10", boys_count: "4", disability_group: "on" }],
      focus: 0,
    });
    // Nothing is enrolled by changing rows.
    expect(await t.db.select().from(seasonEnrollments).where(eq(seasonEnrollments.userId, user.id))).toEqual([]);
  });

  it("holds every group to the group-size rule and keeps every value on a refusal", async () => {
    const { user, cookie } = await acceptedTeacher();
    const response = await submit(
      {
        ...GROUP_ONE,
        "groups[0].boys_count": "3",
        "groups[1].default_classes_place": "Sala korekcyjna",
        "groups[1].girls_count": "2",
        "groups[1].boys_count": "2",
        "groups[1].disability_group": "on",
        intent: "enroll",
      },
      cookie,
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({
      "groups[0].boys_count": "Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 10.",
      "groups[1].boys_count": "Grupa musi liczyć od 5 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 4.",
    });
    expect(body.repopulateFields.groups[1]).toMatchObject({
      default_classes_place: "Sala korekcyjna",
      girls_count: "2",
    });
    expect(await t.db.select().from(seasonEnrollments).where(eq(seasonEnrollments.userId, user.id))).toEqual([]);
  });

  it("enrols the club with its groups once, however often the same form is sent", async () => {
    const { user, cookie } = await acceptedTeacher();
    const form = {
      ...GROUP_ONE,
      "groups[1].default_classes_place": "Sala korekcyjna",
      "groups[1].girls_count": "3",
      "groups[1].boys_count": "3",
      "groups[1].disability_group": "on",
      submission_key: "5b0c7a52-3a7e-4f5e-9a56-0f6e0c2d9a11",
      intent: "enroll",
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await submit(form, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/konto/sezon");
    }
    const stored = await t.db.select().from(groups).where(eq(groups.userId, user.id)).orderBy(groups.groupNumber);
    expect(
      stored.map(({ groupNumber, defaultClassesPlace, girlsCount, boysCount, disabilityGroup }) => [
        groupNumber,
        defaultClassesPlace,
        girlsCount,
        boysCount,
        disabilityGroup,
      ]),
    ).toEqual([
      [1, "Sala gimnastyczna", 7, 6, false],
      [2, "Sala korekcyjna", 3, 3, true],
    ]);
    expect(await load(cookie)).toMatchObject({
      enrolled: true,
      rows: [
        { group_number: 1, default_classes_place: "Sala gimnastyczna", girls_count: 7, boys_count: 6 },
        { group_number: 2, disability_group: true },
      ],
    });
  });

  it("saves the enrolled groups' places and pupils, and refuses a group that breaks the rule", async () => {
    const { user, groups: own } = await createActiveClub(t.db, t.config, season.id);
    const cookie = await logIn(user.email);
    expect((await load(cookie)).rows[0]).toEqual({
      group_number: 1,
      default_classes_place: "Sala gimnastyczna",
      disability_group: false,
    });
    const fields = {
      "groups[0].group_number": "1",
      "groups[0].default_classes_place": "Hala MOSiR",
      "groups[0].girls_count": "9",
      "groups[0].boys_count": "9",
      "groups[1].group_number": "2",
      "groups[1].default_classes_place": "Sala gimnastyczna",
      "groups[1].girls_count": "4",
      "groups[1].boys_count": "4",
      intent: "save-groups",
    };
    const refused = await submit(fields, cookie);
    expect(refused.status).toBe(422);
    expect((await refused.json()).fieldErrors).toEqual({
      "groups[1].boys_count": "Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 8.",
    });
    const saved = await submit({ ...fields, "groups[1].disability_group": "on" }, cookie);
    expect(saved.status).toBe(302);
    const [first] = await t.db.select().from(groups).where(eq(groups.id, own[0].id));
    expect(first).toMatchObject({ defaultClassesPlace: "Hala MOSiR", girlsCount: 9, boysCount: 9 });
    const [second] = await t.db.select().from(groups).where(eq(groups.id, own[1].id));
    expect(second).toMatchObject({ girlsCount: 4, boysCount: 4, disabilityGroup: true });
  });

  it("adds a group after enrolment and removes an empty one, in a toast, without JavaScript", async () => {
    const { user } = await createActiveClub(t.db, t.config, season.id);
    const cookie = await logIn(user.email);
    expect(await load(cookie)).toMatchObject({ groupsChangeable: true });

    const added = await submit({ intent: "new-group" }, cookie);
    expect(added.headers.get("location")).toBe("/konto/sezon");
    expect(await toastOf(added)).toMatchObject({
      type: "success",
      message: "Dodano grupę 3. Podaj jej miejsce zajęć i liczbę uczniów.",
    });
    const stored = () => t.db.select().from(groups).where(eq(groups.userId, user.id)).orderBy(groups.groupNumber);
    expect((await stored()).map((group) => group.groupNumber)).toEqual([1, 2, 3]);

    const removed = await submit({ intent: "delete-group", group: "2" }, cookie);
    expect(await toastOf(removed)).toMatchObject({ type: "success", message: "Usunięto grupę 2." });
    expect((await stored()).map((group) => group.groupNumber)).toEqual([1, 3]);
    // A group that is not the teacher's: the API's refusal, told in a toast.
    const refused = await submit({ intent: "delete-group", group: "7" }, cookie);
    expect(await toastOf(refused)).toMatchObject({ type: "error", message: "Nie znaleziono grupy nr 7." });

    // A group with a class stays: the screen knows, and offers no removal for it.
    const [first] = await stored();
    await t.db.insert(scheduleItems).values({
      groupId: first.id,
      datetime: "2026-03-12T14:30",
      place: "Sala gimnastyczna",
      topic: "Gry i zabawy z piłką",
      girlsCount: 8,
      boysCount: 7,
    });
    await t.handle.changes.settled();
    expect(await load(cookie)).toMatchObject({ groupsInUse: [1] });
  });

  it("sends an anonymous visitor to the login page", async () => {
    const response = await outcome(() => seasonRoute.loader(args(get("/konto/sezon"))));
    expect(response.headers.get("location")).toBe("/logowanie?redirectTo=%2Fkonto%2Fsezon");
  });
});
