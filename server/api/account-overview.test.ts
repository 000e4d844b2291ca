import { eq } from "drizzle-orm";

import { accountOverviewResponse } from "../../app/lib/contract/account-overview";
import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import {
  accessTokenFor,
  createActiveClub,
  createAgendaItem,
  createClubEnrollment,
  createEvent,
  createUser,
  currentSeasonOf,
  describeOnEachDatabase,
  expectJson,
  registerToEvent,
} from "../../tests/support/api";
import { clubEnrollments } from "../db/schema";

describeOnEachDatabase("the account screen's overview on %s", (t) => {
  const season = currentSeasonOf(t);

  const get = (path: string, token: string) => t.request("GET", path, { token });
  const overviewOf = async (token: string) => expectJson(await get("/pl/api/account/overview/", token), 200);

  async function congressTeacher(eventId: number) {
    const user = await createUser(t.db, { password: null });
    await registerToEvent(t.db, user.id, eventId);
    return { user, token: await accessTokenFor(t, user.id) };
  }

  it("answers each part as its own call does, for a teacher with a club, groups, the newsletter and an agenda", async () => {
    const { user } = await createActiveClub(t.db, t.config, season.id, 2);
    await t.db
      .update(clubEnrollments)
      .set({ staffNote: "Umowa podpisana." })
      .where(eq(clubEnrollments.userId, user.id));
    const event = await createEvent(t.db);
    await registerToEvent(t.db, user.id, event.id);
    const token = await accessTokenFor(t, user.id);
    await expectJson(await t.request("POST", "/pl/api/awf/newsletter/enroll/", { token }), 201);

    // A seat, a place in line, and a seat that came from the line.
    const base = `/${event.slug}/pl/api/agenda/agenda_items`;
    const put = (path: string, userToken: string) => t.request("PUT", `${base}/${path}`, { token: userToken });
    const seat = await createAgendaItem(t.db, event.id, { name: "Otwarcie kongresu" });
    const full = await createAgendaItem(t.db, event.id, { name: "Warsztaty: bieg 10×5 m", signUpLimit: 1 });
    const freed = await createAgendaItem(t.db, event.id, { name: "Warsztaty: test wahadłowy", signUpLimit: 1 });
    const other = await congressTeacher(event.id);
    await expectJson(await put(`${seat.id}/join/`, token), 200);
    for (const item of [full, freed]) {
      await expectJson(await put(`${item.id}/join/`, other.token), 200);
      await expectJson(await put(`${item.id}/waiting_list/join/`, token), 200);
    }
    await expectJson(await put(`${freed.id}/leave/`, other.token), 200);

    const overview = await overviewOf(token);
    expect(accountOverviewResponse.safeParse(overview).success).toBe(true);
    expect(overview.club_enrollment).toEqual({ status: ClubEnrollmentStatus.accepted, staff_note: "Umowa podpisana." });
    expect(overview.groups).toHaveLength(2);
    expect(overview.newsletter).toEqual({ enrolled: true, email: user.email });
    expect(overview.agenda).toEqual([
      expect.objectContaining({ id: seat.id, user_registered: true, waiting_position: null, promoted_at: null }),
      expect.objectContaining({ id: full.id, user_registered: false, waiting_position: 1, promoted_at: null }),
      expect.objectContaining({ id: freed.id, user_registered: true, promoted_at: expect.any(String) }),
    ]);

    expect(overview.setup).toEqual(await expectJson(await get("/pl/api/awf/setup/", token), 200));
    const application = await expectJson(await get("/pl/api/awf/club/enroll/", token), 200);
    expect(overview.club_enrollment).toEqual({ status: application.status, staff_note: application.staff_note });
    expect(overview.groups).toEqual(await expectJson(await get("/pl/api/awf/season/place/", token), 200));
    expect(overview.newsletter).toEqual(await expectJson(await get("/pl/api/awf/newsletter/enroll", token), 200));
    const mine = await expectJson(await get("/pl/api/agenda/my_items/", token), 200);
    expect(overview.agenda).toEqual(
      mine.map((item: Record<string, unknown>) => ({
        id: item.id,
        name: item.name,
        datetime_start: item.datetime_start,
        user_registered: item.user_registered,
        waiting_position: item.waiting_position,
        promoted_at: item.promoted_at,
        event: item.event,
      })),
    );
    // The application's personal data stays in its own call: not even masked here.
    expect(JSON.stringify(overview)).not.toMatch(/pesel|bank/i);
  });

  it("answers a new teacher's overview with nothing sent yet", async () => {
    const user = await createUser(t.db, { password: null });
    const token = await accessTokenFor(t, user.id);
    const overview = await overviewOf(token);
    expect(overview).toMatchObject({
      setup: { has_certificate: false, has_club_enrollment: false, has_current_season_enrollment: false },
      club_enrollment: null,
      groups: [],
      newsletter: { enrolled: false, email: user.email },
      agenda: [],
    });
  });

  it("gives every status of an application, 0 (under verification) too, with the office's note", async () => {
    for (const status of Object.values(ClubEnrollmentStatus).filter((value) => value !== ClubEnrollmentStatus.empty)) {
      const user = await createUser(t.db, { password: null });
      await createClubEnrollment(t.db, t.config, user.id, status);
      await t.db.update(clubEnrollments).set({ staffNote: "Brak podpisu." }).where(eq(clubEnrollments.userId, user.id));
      const overview = await overviewOf(await accessTokenFor(t, user.id));
      expect(overview.club_enrollment, `status ${status}`).toEqual({ status, staff_note: "Brak podpisu." });
    }
  });

  it("is the signed-in teacher's only: 401 without a token", async () => {
    expect(await expectJson(await t.request("GET", "/pl/api/account/overview/"), 401)).toEqual({
      detail: expect.any(String),
    });
  });
});
