import {
  createEvent,
  createUser,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  newUserToken,
  registerToEvent,
} from "../../tests/support/api";

describeOnEachDatabase("congress cities on %s", (t) => {
  it("lists every city for anyone, soonest first", async () => {
    const later = await createEvent(t.db, { dateStart: "2026-06-10", dateEnd: "2026-06-10" });
    const sooner = await createEvent(t.db, { dateStart: "2026-05-10", dateEnd: "2026-05-11" });
    const listed = await expectJson(await t.request("GET", "/pl/api/events/"), 200);
    const slugs = listed.map((event: { slug: string }) => event.slug);
    expect(slugs.indexOf(sooner.slug)).toBeLessThan(slugs.indexOf(later.slug));
    expect(listed.find((event: { slug: string }) => event.slug === sooner.slug)).toEqual({
      slug: sooner.slug,
      name: sooner.name,
      city: sooner.city,
      date_start: "2026-05-10",
      date_end: "2026-05-11",
    });
    // The registration code is the key to a city: never listed.
    expect(JSON.stringify(listed)).not.toContain(sooner.code);
  });

  it("lets a teacher join a second city with its code, once", async () => {
    const first = await createEvent(t.db);
    const second = await createEvent(t.db, { code: "GDA2027" });
    const user = await createUser(t.db);
    await registerToEvent(t.db, user.id, first.id);
    const { token } = await loginAs(t, user.email);

    const joined = await expectJson(
      await t.request("POST", "/pl/api/events/join/", { token, json: { code: " gda2027 " } }),
      200,
    );
    expect(joined).toMatchObject({ slug: second.slug, city: second.city });
    await expectJson(await t.request("POST", "/pl/api/events/join/", { token, json: { code: "GDA2027" } }), 200);
    const account = await expectJson(await t.request("GET", "/pl/api/account/", { token }), 200);
    expect(account.registered_events.map((event: { slug: string }) => event.slug)).toEqual([first.slug, second.slug]);
    // The city's agenda now answers for this teacher.
    await expectJson(
      await t.request("GET", `/${second.slug}/pl/api/agenda/agenda_items/sign_up_enabled/`, { token }),
      200,
    );
  });

  it("refuses a wrong code with a field error, and a visitor with 401", async () => {
    const token = await newUserToken(t);
    expect(
      await expectJson(await t.request("POST", "/pl/api/events/join/", { token, json: { code: "ZLY" } }), 400),
    ).toEqual({ code: ["Niepoprawny kod wydarzenia."] });
    expect((await t.request("POST", "/pl/api/events/join/", { json: { code: "ZLY" } })).status).toBe(401);
  });
});
