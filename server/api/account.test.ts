import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import {
  createActiveClub,
  createClubEnrollment,
  createCurrentSeason,
  createEvent,
  createUser,
  describeOnEachDatabase,
  expectJson,
  giveCertificate,
  loginAs,
  logInNewUser,
  newUserToken,
  PROFILE_BODY as profile,
} from "../../tests/support/api";
import { newsletterSubscriptions, users } from "../db/schema";

describeOnEachDatabase("account, setup, certificate and newsletter on %s", (t) => {
  describe("account", () => {
    it("updates the profile and stores normalised values", async () => {
      const { user, token } = await logInNewUser(t);
      const body = await expectJson(await t.request("PUT", "/pl/api/account/", { token, json: profile }), 200);
      expect(body).toMatchObject({ ...profile, phone: "700 800 900", postal_code: "90-001", email: user.email });
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored).toMatchObject({ firstname: "Katarzyna", postalCode: "90-001", agreements: [1, 2] });
    });

    it("refuses bad fields, missing terms and anonymous callers", async () => {
      const { user, token } = await logInNewUser(t);
      const bad = await t.request("PUT", "/pl/api/account/", {
        token,
        json: { ...profile, firstname: "Jan3", postal_code: "123", user_agreements: [2] },
      });
      expect(await expectJson(bad, 400)).toEqual({
        firstname: ["Usuń znak „3” – dozwolone są tylko litery, spacje i łączniki"],
        postal_code: ["Wprowadź poprawny kod pocztowy"],
        user_agreements: ["Akceptacja regulaminu jest wymagana."],
      });
      const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(stored.firstname).toBe("Anna");
      expect((await t.request("PUT", "/pl/api/account/", { json: profile })).status).toBe(401);
    });
  });

  describe("setup", () => {
    it("is all defaults for a new teacher without a season", async () => {
      const token = await newUserToken(t);
      expect(await expectJson(await t.request("GET", "/pl/api/awf/setup/", { token }), 200)).toEqual({
        agreement_date_signed: null,
        has_certificate: false,
        has_club_enrollment: false,
        has_current_season_enrollment: false,
        schedule_preview_available: false,
        schedule_adding_available: false,
        schedule_max_date: "2030-12-31",
        surveys_date_start: "2030-12-31",
        surveys_date_end: "2030-12-31",
        surveys_preview_available: false,
        surveys_adding_available: false,
      });
      expect((await t.request("GET", "/pl/api/awf/setup/")).status).toBe(401);
    });

    it("opens schedule and surveys for an accepted club enrolled in the current season", async () => {
      const season = await createCurrentSeason(t.db);
      const { user } = await createActiveClub(t.db, t.config, season.id);
      await t.db.update(users).set({ agreementDateSigned: "2026-02-10" }).where(eq(users.id, user.id));
      const { token } = await loginAs(t, user.email);
      expect(await expectJson(await t.request("GET", "/pl/api/awf/setup/", { token }), 200)).toEqual({
        agreement_date_signed: "2026-02-10",
        has_certificate: true,
        has_club_enrollment: true,
        has_current_season_enrollment: true,
        schedule_preview_available: true,
        schedule_adding_available: true,
        schedule_max_date: "2026-06-15",
        surveys_date_start: "2026-03-01",
        surveys_date_end: "2026-03-31",
        surveys_preview_available: true,
        surveys_adding_available: true,
      });
      const waiting = await createUser(t.db);
      await createClubEnrollment(t.db, t.config, waiting.id, ClubEnrollmentStatus.verification);
      const waitingSetup = await expectJson(
        await t.request("GET", "/pl/api/awf/setup/", { token: (await loginAs(t, waiting.email)).token }),
        200,
      );
      expect(waitingSetup).toMatchObject({
        has_club_enrollment: true,
        has_current_season_enrollment: false,
        schedule_preview_available: false,
      });
    });
  });

  describe("certificate", () => {
    it("says whether the teacher holds one", async () => {
      const event = await createEvent(t.db);
      const { user, token } = await logInNewUser(t);
      const path = `/${event.slug}/pl/api/awf/certificate/`;
      expect(await expectJson(await t.request("GET", path, { token }), 200)).toEqual({ has_certificate: false });
      await giveCertificate(t.db, user.id);
      expect(await expectJson(await t.request("GET", path, { token }), 200)).toEqual({ has_certificate: true });
      expect((await t.request("GET", path)).status).toBe(401);
      expect((await t.request("GET", "/brak/pl/api/awf/certificate/", { token })).status).toBe(404);
    });
  });

  describe("newsletter", () => {
    it("subscribes once with a confirmation e-mail and unsubscribes", async () => {
      const { user, token } = await logInNewUser(t);
      expect(await expectJson(await t.request("GET", "/pl/api/awf/newsletter/enroll", { token }), 200)).toEqual({
        enrolled: false,
        email: user.email,
      });
      const sent = t.mail.sent.length;
      expect(await expectJson(await t.request("POST", "/pl/api/awf/newsletter/enroll/", { token }), 201)).toEqual({
        enrolled: true,
        email: user.email,
      });
      expect(t.mail.sent.length).toBe(sent + 1);
      expect(t.mail.sent.at(-1)).toMatchObject({
        to: user.email,
        subject: "Potwierdzenie zapisu do newslettera WF z AWF",
      });
      expect((await t.request("POST", "/pl/api/awf/newsletter/enroll/", { token })).status).toBe(200);
      expect(t.mail.sent.length).toBe(sent + 1);
      expect(await expectJson(await t.request("GET", "/pl/api/awf/newsletter/enroll", { token }), 200)).toEqual({
        enrolled: true,
        email: user.email,
      });
      expect(await expectJson(await t.request("DELETE", "/pl/api/awf/newsletter/enroll/", { token }), 200)).toEqual({
        enrolled: false,
        email: user.email,
      });
      expect(
        await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, user.id)),
      ).toEqual([]);
      expect((await t.request("POST", "/pl/api/awf/newsletter/enroll/")).status).toBe(401);
    });
  });
});
