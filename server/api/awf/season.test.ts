import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../../app/lib/contract/constants";
import {
  atClock,
  createActiveClub,
  createClubEnrollment,
  createUser,
  currentSeasonOf,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  SCHEDULE_ITEM_BODY,
  SURVEY_BODY,
} from "../../../tests/support/api";
import { groups, seasonEnrollments } from "../../db/schema";

describeOnEachDatabase("season, places and group counts on %s", (t) => {
  const season = currentSeasonOf(t);

  async function acceptedTeacher() {
    const user = await createUser(t.db);
    await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.accepted);
    return { user, token: (await loginAs(t, user.email)).token };
  }

  it("enrols an accepted club with its groups, once", async () => {
    const { user, token } = await acceptedTeacher();
    const mails = t.mail.sent.length;
    const before = await expectJson(await t.request("GET", "/pl/api/awf/season/enroll/", { token }), 200);
    expect(before).toMatchObject({
      season: { id: season.id, name: "Sezon wiosenny 2026", schedule_max_date: "2026-06-15" },
      enrolled: false,
      groups: [],
    });
    const created = await expectJson(
      await t.request("POST", "/pl/api/awf/season/enroll/", {
        token,
        json: { groups: [{ default_classes_place: "Sala gimnastyczna" }, { default_classes_place: "Boisko Orlik" }] },
      }),
      201,
    );
    expect(created.enrolled).toBe(true);
    // The teacher is told, once, with the season's dates to plan by.
    const told = t.mail.sent.slice(mails);
    expect(told.map((mail) => [mail.to, mail.subject])).toEqual([
      [user.email, "Zapis klubu potwierdzony: Sezon wiosenny 2026"],
    ]);
    expect(told[0].text).toContain("2 grupy uczniów");
    expect(told[0].text).toContain("zajęcia dodasz do 15.06.2026");
    expect(told[0].text).toContain(`Moje konto: ${t.config.publicUrl}/konto`);
    expect(
      created.groups.map((group: { group_number: number; default_classes_place: string }) => [
        group.group_number,
        group.default_classes_place,
      ]),
    ).toEqual([
      [1, "Sala gimnastyczna"],
      [2, "Boisko Orlik"],
    ]);
    expect(
      await expectJson(await t.request("POST", "/pl/api/awf/season/enroll/", { token, json: { groups: 1 } }), 400),
    ).toEqual({
      non_field_errors: ["Klub jest już zapisany na bieżący sezon."],
    });
    expect(await t.db.select().from(seasonEnrollments).where(eq(seasonEnrollments.userId, user.id))).toHaveLength(1);
    expect(t.mail.sent.length).toBe(mails + 1);
  });

  it("takes each group's declared pupils at enrolment and holds them to the group-size rule", async () => {
    const { user, token } = await acceptedTeacher();
    const enroll = (groups: unknown) => t.request("POST", "/pl/api/awf/season/enroll/", { token, json: { groups } });
    expect(
      await expectJson(
        await enroll([
          { default_classes_place: "Sala gimnastyczna", girls_count: 6, boys_count: 5 },
          { default_classes_place: "Sala korekcyjna", girls_count: 1, boys_count: 3, disability_group: true },
          { default_classes_place: "Boisko", girls_count: 7 },
        ]),
        400,
      ),
    ).toEqual({
      "groups.0.boys_count": ["Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 11."],
      "groups.1.boys_count": ["Grupa musi liczyć od 5 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 4."],
      "groups.2.boys_count": ["To pole jest wymagane"],
    });
    expect(await t.db.select().from(seasonEnrollments).where(eq(seasonEnrollments.userId, user.id))).toEqual([]);

    const created = await expectJson(
      await enroll([
        { default_classes_place: "Sala gimnastyczna", girls_count: 6, boys_count: 6 },
        { default_classes_place: "Sala korekcyjna", girls_count: 2, boys_count: 3, disability_group: true },
      ]),
      201,
    );
    expect(created.groups.map(({ id: _, ...group }: { id: number }) => group)).toEqual([
      {
        group_number: 1,
        default_classes_place: "Sala gimnastyczna",
        girls_count: 6,
        boys_count: 6,
        disability_group: false,
      },
      {
        group_number: 2,
        default_classes_place: "Sala korekcyjna",
        girls_count: 2,
        boys_count: 3,
        disability_group: true,
      },
    ]);
  });

  it("accepts a number of groups, and refuses a club that is not accepted or bad input", async () => {
    const { token } = await acceptedTeacher();
    expect(
      (await expectJson(await t.request("POST", "/pl/api/awf/season/enroll/", { token, json: { groups: 3 } }), 201))
        .groups,
    ).toHaveLength(3);
    const waiting = await createUser(t.db);
    await createClubEnrollment(t.db, t.config, waiting.id, ClubEnrollmentStatus.verification);
    const waitingToken = (await loginAs(t, waiting.email)).token;
    expect(
      await expectJson(
        await t.request("POST", "/pl/api/awf/season/enroll/", { token: waitingToken, json: { groups: 1 } }),
        400,
      ),
    ).toEqual({
      non_field_errors: ["Na sezon można się zapisać po zaakceptowaniu zgłoszenia klubu."],
    });
    const bad = await t.request("POST", "/pl/api/awf/season/enroll/", { token: waitingToken, json: { groups: 11 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(["groups"]);
  });

  it("reads and updates places and counts of own groups only", async () => {
    const { user, groups: own } = await createActiveClub(t.db, t.config, season.id);
    const other = await createActiveClub(t.db, t.config, season.id, 3);
    const { token } = await loginAs(t, user.email);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/season/place/", { token }), 200)).toEqual([
      { group_number: 1, default_classes_place: "Sala gimnastyczna" },
      { group_number: 2, default_classes_place: "Sala gimnastyczna" },
    ]);
    const places = await t.request("PUT", "/pl/api/awf/season/place", {
      token,
      json: [{ group_number: 2, default_classes_place: "Hala sportowa MOSiR" }],
    });
    expect((await expectJson(places, 200))[1]).toEqual({
      group_number: 2,
      default_classes_place: "Hala sportowa MOSiR",
    });
    expect(
      await expectJson(
        await t.request("PUT", "/pl/api/awf/season/place", {
          token,
          json: [{ group_number: 3, default_classes_place: "X" }],
        }),
        404,
      ),
    ).toEqual({
      detail: "Nie znaleziono grupy nr 3.",
    });
    expect((await t.request("PUT", "/pl/api/awf/season/place", { token, json: { group_number: 1 } })).status).toBe(400);

    const counts = await t.request("PUT", "/pl/api/awf/group/count/", {
      token,
      json: [{ group_number: 1, girls_count: 8, boys_count: 7, disability_group: false }],
    });
    expect(await expectJson(counts, 200)).toEqual([
      { group_number: 1, girls_count: 8, boys_count: 7, disability_group: false },
      { group_number: 2, girls_count: 0, boys_count: 0, disability_group: false },
    ]);
    const refused = async (group: Record<string, unknown>) =>
      expectJson(
        await t.request("PUT", "/pl/api/awf/group/count/", { token, json: [{ group_number: 1, ...group }] }),
        400,
      );
    // DOMAIN.md: 12 to 20 pupils, at least 5 in a group of pupils with disabilities.
    expect(await refused({ girls_count: 12, boys_count: 9, disability_group: false })).toEqual({
      "0.boys_count": ["Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 21."],
    });
    expect(await refused({ girls_count: 6, boys_count: 5, disability_group: false })).toEqual({
      "0.boys_count": ["Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 11."],
    });
    expect(await refused({ girls_count: 2, boys_count: 2, disability_group: true })).toEqual({
      "0.boys_count": ["Grupa musi liczyć od 5 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 4."],
    });
    expect(Object.keys(await refused({ girls_count: 8, boys_count: 7 }))).toEqual(["0.disability_group"]);
    expect(
      await expectJson(
        await t.request("PUT", "/pl/api/awf/group/count/", {
          token,
          json: [{ group_number: 2, girls_count: 3, boys_count: 3, disability_group: true }],
        }),
        200,
      ),
    ).toContainEqual({ group_number: 2, girls_count: 3, boys_count: 3, disability_group: true });
    const [stored] = await t.db.select().from(groups).where(eq(groups.id, own[0].id));
    expect(stored).toMatchObject({ girlsCount: 8, boysCount: 7, disabilityGroup: false });
    const [untouched] = await t.db.select().from(groups).where(eq(groups.id, other.groups[0].id));
    expect(untouched).toMatchObject({ girlsCount: 0, defaultClassesPlace: "Sala gimnastyczna" });
  });

  it("adds a group after enrolment and removes one without classes or surveys, until planning ends", async () => {
    const { user } = await createActiveClub(t.db, t.config, season.id, 2);
    let { token } = await loginAs(t, user.email);
    const numbers = (answer: { groups: { group_number: number }[] }) => answer.groups.map((g) => g.group_number);
    const call = (method: "POST" | "DELETE", number?: number) =>
      t.request(method, `/pl/api/awf/season/groups/${number ? `${number}/` : ""}`, { token });

    expect(numbers(await expectJson(await call("POST"), 201))).toEqual([1, 2, 3]);
    // Group 1 has a class, group 2 a survey: neither can go; group 3 is empty.
    await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: SCHEDULE_ITEM_BODY }), 201);
    await expectJson(
      await t.request("POST", "/pl/api/awf/survey/", { token, json: { ...SURVEY_BODY, group: 2 } }),
      201,
    );
    // The enrolment says which, so the screen offers removal only where it can work.
    expect(
      (await expectJson(await t.request("GET", "/pl/api/awf/season/enroll/", { token }), 200)).groups_in_use,
    ).toEqual([1, 2]);
    for (const number of [1, 2])
      expect(await expectJson(await call("DELETE", number), 409)).toEqual({
        detail: `Grupy nr ${number} nie można usunąć: ma zajęcia lub ankiety. Usuń je najpierw albo zostaw grupę.`,
      });
    expect(numbers(await expectJson(await call("DELETE", 3), 200))).toEqual([1, 2]);
    expect(await expectJson(await call("DELETE", 3), 404)).toEqual({ detail: "Nie znaleziono grupy nr 3." });
    // The next group takes the next number; never more than ten.
    expect(numbers(await expectJson(await call("POST"), 201))).toEqual([1, 2, 3]);
    for (let count = 4; count <= 10; count++) await expectJson(await call("POST"), 201);
    expect(await expectJson(await call("POST"), 409)).toEqual({ detail: "Klub może mieć najwyżej 10 grup." });
    const stored = await t.db.select().from(groups).where(eq(groups.userId, user.id));
    expect(stored.map((group) => group.groupNumber).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    // After the last planning day nothing changes.
    await atClock(t, "2026-06-16T09:00:00Z", async () => {
      ({ token } = await loginAs(t, user.email));
      for (const response of [await call("POST"), await call("DELETE", 10)])
        expect(await expectJson(response, 403)).toEqual({
          detail: "Grupy można dodawać i usuwać do ostatniego dnia planowania zajęć w sezonie.",
        });
    });
  });

  it("keeps a club's last group, and changes nothing for a club not enrolled", async () => {
    const { user } = await createActiveClub(t.db, t.config, season.id, 1);
    const { token } = await loginAs(t, user.email);
    expect(await expectJson(await t.request("DELETE", "/pl/api/awf/season/groups/1/", { token }), 409)).toEqual({
      detail: "Klub zapisany na sezon ma co najmniej jedną grupę.",
    });
    const { token: notEnrolled } = await acceptedTeacher();
    expect(
      await expectJson(await t.request("POST", "/pl/api/awf/season/groups/", { token: notEnrolled }), 400),
    ).toEqual({
      non_field_errors: ["Klub nie jest zapisany na bieżący sezon."],
    });
  });

  it("needs a login", async () => {
    for (const path of ["/pl/api/awf/season/enroll/", "/pl/api/awf/season/place/", "/pl/api/awf/group/count/"]) {
      expect((await t.request("GET", path)).status).toBe(401);
    }
  });
});
