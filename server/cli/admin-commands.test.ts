import { eq } from "drizzle-orm";
import { agendaItems, clubEnrollments, seasons, users } from "../db/schema";
import { ClubEnrollmentStatus } from "../../app/lib/contract/constants";
import { createClubEnrollment, createTestApi, createUser, type TestApi } from "../../tests/support/api";
import * as admin from "./admin-commands";

describe("admin commands", () => {
  let t: TestApi;
  let ctx: admin.AdminContext;
  beforeAll(async () => {
    t = await createTestApi();
    ctx = { db: t.db, config: t.config, mailer: t.mail, now: new Date("2026-03-10T09:00:00Z") };
  });
  afterAll(() => t.close());

  it("lists applications and changes statuses by the staff rules", async () => {
    const user = await createUser(t.db);
    await createClubEnrollment(t.db, t.config, user.id, ClubEnrollmentStatus.verification);
    expect((await admin.listClubEnrollments(ctx, 0)).join("\n")).toContain(user.email);
    await expect(admin.changeClubStatus(ctx, user.email, "3")).rejects.toThrow("podaj uwagę");
    expect(await admin.changeClubStatus(ctx, user.email, "3", "Brak zgody dyrektora")).toBe(
      `${user.email}: w weryfikacji → do poprawy`,
    );
    await expect(admin.changeClubStatus(ctx, user.email, "1")).rejects.toThrow("Nie można zmienić statusu");
    const [row] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, user.id));
    expect(row).toMatchObject({ status: 3, staffNote: "Brak zgody dyrektora" });
  });

  it("records signatures and certificates, creates events, items, seasons and staff", async () => {
    const user = await createUser(t.db);
    await admin.recordAgreementSigned(ctx, user.email, "2026-03-01");
    await admin.issueCertificate(ctx, user.email, "SK/2026/1");
    expect(await admin.createEvent(ctx, "wroclaw", "Kongres we Wrocławiu", "Wrocław", "wro26")).toBe(
      "Utworzono wydarzenie /wroclaw",
    );
    await admin.createAgendaItem(ctx, {
      event: "wroclaw",
      name: "Warsztaty",
      start: "2026-05-20T10:00+02:00",
      end: "2026-05-20T11:30+02:00",
      limit: "20",
    });
    await expect(
      admin.createAgendaItem(ctx, {
        event: "wroclaw",
        name: "Zły",
        start: "2026-05-20T10:00",
        end: "2026-05-20T09:00",
      }),
    ).rejects.toThrow("Koniec musi być po początku.");
    await admin.createSeason(ctx, {
      name: "Sezon 1",
      start: "2026-02-01",
      end: "2026-06-30",
      scheduleMax: "2026-06-15",
      surveysStart: "2026-03-01",
      surveysEnd: "2026-03-31",
      current: true,
    });
    await admin.createSeason(ctx, {
      name: "Sezon 2",
      start: "2026-09-01",
      end: "2026-12-20",
      scheduleMax: "2026-12-10",
      surveysStart: "2026-09-15",
      surveysEnd: "2026-10-15",
      current: true,
    });
    expect((await t.db.select().from(seasons).where(eq(seasons.isCurrent, true))).map((season) => season.name)).toEqual(
      ["Sezon 2"],
    );
    expect((await t.db.select().from(agendaItems)).map((item) => item.signUpLimit)).toEqual([20]);
    await admin.createStaffUser(ctx, "koordynator@awf.edu.pl", "Marta", "Zając");
    const [staff] = await t.db.select().from(users).where(eq(users.email, "koordynator@awf.edu.pl"));
    expect(staff).toMatchObject({ isStaff: true, passwordHash: null });
    expect(t.mail.sent.at(-1)!.text).toContain("/generowanie-hasla?token=");
    const [signed] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(signed.agreementDateSigned).toBe("2026-03-01");
  });
});
