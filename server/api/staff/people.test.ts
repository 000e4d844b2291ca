import { EMAIL } from "../../../app/lib/validation/form-messages";
import {
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  officeAccount,
  TEST_PASSWORD,
} from "../../../tests/support/api";
import { auditEntriesAbout } from "../../db/audit";

describeOnEachDatabase("the office's people on %s", (t) => {
  const office = officeAccount(t, { firstname: "Marta", lastname: "Biurowa" });
  const { call } = office;

  it("finds accounts by name or e-mail, with whether they have a password and are active", async () => {
    const teacher = await createUser(t.db, { firstname: "Bożena", lastname: "Szukana", password: null });
    const found = (await expectJson(await call("GET", "/pl/api/staff/users/?q=szukana%20bo"), 200)).results;
    expect(found).toEqual([
      expect.objectContaining({
        id: teacher.id,
        name: "Bożena Szukana",
        is_staff: false,
        is_active: true,
        has_password: false,
        last_login_at: null,
      }),
    ]);
    expect((await call("GET", "/pl/api/staff/users/?q=a")).status).toBe(400);
  });

  it("lists accounts in Polish alphabetical order, office accounts among them", async () => {
    const names = ["Wójcik", "Ćwik", "Cygan", "Śliwa", "Sowa"];
    for (const lastname of names) await createUser(t.db, { firstname: "Halina", lastname });
    await createUser(t.db, { firstname: "Halina", lastname: "Ćma", isStaff: true });
    const found = (await expectJson(await call("GET", "/pl/api/staff/users/?q=halina"), 200)).results;
    expect(found.map((person: { name: string }) => person.name)).toEqual(
      ["Cygan", "Ćma", "Ćwik", "Sowa", "Śliwa", "Wójcik"].map((name) => `Halina ${name}`),
    );
  });

  it("sends a first-password link again to an account without a password, and refuses one with it", async () => {
    const waiting = await createUser(t.db, { password: null });
    const sentBefore = t.mail.sent.length;
    expect(await expectJson(await call("POST", `/pl/api/staff/users/${waiting.id}/password-link/`), 200)).toMatchObject(
      { id: waiting.id, has_password: false },
    );
    expect(t.mail.sent.length).toBe(sentBefore + 1);
    expect(t.mail.sent.at(-1)).toMatchObject({ to: waiting.email });
    expect(t.mail.sent.at(-1)).toMatchObject({ subject: "Ustaw hasło do platformy WF z AWF" });
    expect(t.mail.sent.at(-1)?.text).toMatch(/\/generowanie-hasla\?token=/);
    expect((await auditEntriesAbout(t.db, "user", waiting.id))[0]).toMatchObject({ action: "user.password-link" });

    const withPassword = await createUser(t.db);
    expect(await expectJson(await call("POST", `/pl/api/staff/users/${withPassword.id}/password-link/`), 400)).toEqual({
      non_field_errors: ["To konto ma już hasło. Jego właściciel może je zmienić na stronie „Nie pamiętasz hasła?”."],
    });
    expect((await call("POST", "/pl/api/staff/users/999999/password-link/")).status).toBe(404);
  });

  it("disables an account, which ends its sessions and its logins, and enables it again", async () => {
    const teacher = await createUser(t.db);
    const { token } = await loginAs(t, teacher.email);
    expect((await t.request("GET", "/pl/api/account/", { token })).status).toBe(200);

    const disabled = await expectJson(await call("POST", `/pl/api/staff/users/${teacher.id}/disable/`), 200);
    expect(disabled.is_active).toBe(false);
    expect((await t.request("GET", "/pl/api/account/", { token })).status).toBe(401);
    const login = await t.request("POST", "/pl/api/auth/login/", {
      json: { email: teacher.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(400);

    expect((await expectJson(await call("POST", `/pl/api/staff/users/${teacher.id}/enable/`), 200)).is_active).toBe(
      true,
    );
    expect((await loginAs(t, teacher.email)).token).toBeTruthy();
    expect((await auditEntriesAbout(t.db, "user", teacher.id)).map((entry) => entry.action)).toEqual([
      "user.disable",
      "user.enable",
    ]);

    expect(await expectJson(await call("POST", `/pl/api/staff/users/${office.id}/disable/`), 400)).toEqual({
      non_field_errors: ["Nie można zablokować własnego konta."],
    });
  });

  it("creates a staff account whose owner gets a link to set a password, never over another account", async () => {
    const email = `koordynatorka-${Date.now()}@awf.edu.pl`;
    const created = await expectJson(
      await call("POST", "/pl/api/staff/users/", { email: email.toUpperCase(), firstname: "Ewa", lastname: "Nowa" }),
      201,
    );
    expect(created).toMatchObject({ email, name: "Ewa Nowa", is_staff: true, has_password: false });
    // The office made it: the e-mail says so, and never "if you are not making an account…".
    const invitation = t.mail.sent.at(-1)!;
    expect([invitation.to, invitation.subject]).toEqual([email, "Konto w panelu biura programu WF z AWF"]);
    expect(invitation.text).toContain("Biuro programu Sport Kluby założyło dla Ciebie konto pracownika biura");
    expect(invitation.text).toContain(`${t.config.publicUrl}/generowanie-hasla?token=`);
    expect(invitation.text).not.toContain("Jeśli nie zakładasz konta");
    expect((await auditEntriesAbout(t.db, "user", created.id))[0]).toMatchObject({
      actorUserId: office.id,
      action: "user.create-staff",
      after: { email },
    });

    const teacher = await createUser(t.db);
    expect(
      await expectJson(
        await call("POST", "/pl/api/staff/users/", { email: teacher.email, firstname: "Ewa", lastname: "Nowa" }),
        400,
      ),
    ).toEqual({ email: ["Konto z tym adresem już istnieje. Konto biura zakłada się na osobny adres."] });
    expect(
      await expectJson(
        await call("POST", "/pl/api/staff/users/", { email: "nie-adres", firstname: "Ewa", lastname: "Nowa" }),
        400,
      ),
    ).toEqual({ email: [EMAIL] });
  });
});
