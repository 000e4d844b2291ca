import { eq } from "drizzle-orm";
import type { z } from "zod";

import * as contract from "../../app/lib/contract";
import { createTestApi, expectJson, loginAs, openTestApi } from "../../tests/support/api";
import { deepStrict } from "../../tests/support/deep-strict";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./demo-data";
import { agendaItems, users } from "./schema";

describe("demo data", () => {
  const t = openTestApi();

  it("loads once and gives a working platform", async () => {
    const now = new Date("2026-03-10T09:00:00Z");
    expect(await seedDemo(t.db, { now, encryptionKey: t.config.dataEncryptionKey, production: false })).toBe(true);
    expect(await seedDemo(t.db, { now, encryptionKey: t.config.dataEncryptionKey, production: false })).toBe(false);
    // ASVS 4.0.3 V2.4.2: one password, each account its own salt.
    const hashes = (await t.db.select().from(users)).flatMap((user) => (user.passwordHash ? [user.passwordHash] : []));
    expect(hashes.length).toBeGreaterThanOrEqual(5);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.every((hash) => hash.startsWith("$argon2id$"))).toBe(true);
    expect((await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.staff)))[0]?.isStaff).toBe(true);
    const { token } = await loginAs(t, DEMO_ACCOUNTS.activeTeacher, DEMO_PASSWORD);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/setup/", { token }), 200)).toMatchObject({
      has_certificate: true,
      schedule_adding_available: true,
      surveys_adding_available: true,
    });
    expect(await expectJson(await t.request("GET", "/pl/api/awf/schedule/?group=1", { token }), 200)).toHaveLength(3);
    // Three pupils surveyed twice: before classes started and again later.
    expect(await expectJson(await t.request("GET", "/pl/api/awf/survey/?group=1", { token }), 200)).toHaveLength(6);
    const report = await expectJson(await t.request("GET", "/pl/api/awf/fitness-report/?group=1", { token }), 200);
    expect(report).toMatchObject({ pupils_surveyed_twice: 3 });
    const agenda = await expectJson(
      await t.request("GET", "/warszawa/pl/api/agenda/agenda_items/sign_up_enabled/", { token }),
      200,
    );
    expect(agenda.some((item: { is_any_seat_available: boolean }) => !item.is_any_seat_available)).toBe(true);
    expect(agenda.some((item: { has_registration_ended: boolean }) => item.has_registration_ended)).toBe(true);
    // The experts are seeded and lead the debate, the workshops and the panel, in both cities.
    const experts = await expectJson(await t.request("GET", "/pl/api/agenda/experts/"), 200);
    expect(experts.length).toBeGreaterThanOrEqual(5);
    type ExpertJson = { items: { id: number; event: string; role: string }[] };
    for (const expert of experts as ExpertJson[]) expect(expert.items.length).toBeGreaterThan(0);
    const links = (experts as ExpertJson[]).flatMap((expert) => expert.items);
    const debate = agenda.find((item: { name: string }) => item.name.startsWith("Debata"));
    expect(links.filter((link) => link.id === debate.id).map((link) => link.role)).toContain("moderator");
    expect(new Set(links.map((link) => link.event))).toEqual(new Set(["warszawa", "krakow"]));
    const club = await expectJson(await t.request("GET", "/pl/api/awf/club/enroll/", { token }), 200);
    expect(club).toMatchObject({ status: 1, user_pesel: "*******3628" });
    for (const email of DEMO_ACCOUNTS.acceptedTeachers) {
      const accepted = (await loginAs(t, email, DEMO_PASSWORD)).token;
      expect(await expectJson(await t.request("GET", "/pl/api/awf/setup/", { token: accepted }), 200)).toMatchObject({
        has_club_enrollment: true,
        has_current_season_enrollment: false,
      });
      expect(
        (await expectJson(await t.request("GET", "/pl/api/awf/club/enroll/", { token: accepted }), 200)).status,
      ).toBe(1);
    }
    const [newcomer] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.newTeacher));
    expect(newcomer.passwordHash).toBeNull();

    // Every answer matches the published contract (server/api/openapi.json), with no field it does not declare.
    const answers: [unknown, z.ZodTypeAny][] = [
      [await expectJson(await t.request("GET", "/pl/api/account/", { token }), 200), contract.accountResponse],
      [await expectJson(await t.request("GET", "/pl/api/awf/setup/", { token }), 200), contract.setupResponse],
      [agenda, contract.agendaItemResponse.array()],
      [experts, contract.expertResponse.array()],
      [club, contract.clubEnrollmentResponse],
      [
        await expectJson(await t.request("GET", "/pl/api/awf/season/enroll/", { token }), 200),
        contract.seasonEnrollmentResponse,
      ],
      [await expectJson(await t.request("GET", "/pl/api/awf/season/place/", { token }), 200), contract.placesResponse],
      [
        await expectJson(await t.request("GET", "/pl/api/awf/group/count/", { token }), 200),
        contract.groupCountsResponse,
      ],
      [
        await expectJson(await t.request("GET", "/pl/api/awf/schedule/", { token }), 200),
        contract.scheduleItemResponse.array(),
      ],
      [
        await expectJson(await t.request("GET", "/pl/api/awf/survey/", { token }), 200),
        contract.surveyResponse.array(),
      ],
      [
        await expectJson(await t.request("GET", "/pl/api/awf/fitness-report/?group=1", { token }), 200),
        contract.fitnessReportResponse,
      ],
      [
        await expectJson(await t.request("GET", "/warszawa/pl/api/awf/certificate/", { token }), 200),
        contract.certificateResponse,
      ],
      [
        await expectJson(await t.request("GET", "/pl/api/awf/newsletter/enroll", { token }), 200),
        contract.newsletterResponse,
      ],
      [
        await expectJson(await t.request("POST", "/pl/api/events/check_code/", { json: { code: "WAW2026" } }), 200),
        contract.eventResponse,
      ],
      [
        await expectJson(
          await t.request("POST", "/pl/api/auth/login/", {
            json: { email: DEMO_ACCOUNTS.certifiedTeacher, password: DEMO_PASSWORD },
          }),
          200,
        ),
        contract.loginResponse,
      ],
    ];
    for (const [body, schema] of answers) expect(() => deepStrict(schema).parse(body)).not.toThrow();
    expect((await t.db.select().from(agendaItems)).length).toBeGreaterThanOrEqual(6);
  });

  it("has no staff account in production (ASVS 4.0.3 V2.1.x: no default credentials)", async () => {
    const other = await createTestApi();
    try {
      expect(await seedDemo(other.db, { encryptionKey: other.config.dataEncryptionKey, production: true })).toBe(true);
      expect(await other.db.select().from(users).where(eq(users.isStaff, true))).toEqual([]);
      await loginAs(other, DEMO_ACCOUNTS.activeTeacher, DEMO_PASSWORD);
    } finally {
      await other.close();
    }
  });
});
