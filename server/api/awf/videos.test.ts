import { describeOnEachDatabase, expectJson, newUserToken } from "../../../tests/support/api";

describeOnEachDatabase("training video progress on %s", (t) => {
  let token: string;
  beforeAll(async () => {
    token = await newUserToken(t);
  });

  const save = (video: string, json: unknown, as = token) =>
    t.request("PUT", `/pl/api/awf/videos/progress/${video}/`, { token: as, json });

  it("keeps where the teacher stopped, per video, and marks a video watched at 90 % for good", async () => {
    expect(await expectJson(await t.request("GET", "/pl/api/awf/videos/progress/", { token }), 200)).toEqual([]);
    expect(await expectJson(await save("test-wahadlowy-20-m", { position: 7.5, duration: 16 }), 200)).toEqual({
      video: "test-wahadlowy-20-m",
      position: 7.5,
      duration: 16,
      watched: false,
    });
    expect(await expectJson(await save("test-wahadlowy-20-m", { position: 14.4, duration: 16 }), 200)).toMatchObject({
      position: 14.4,
      watched: true,
    });
    // Watched again from the start: the position follows, the mark stays.
    expect(await expectJson(await save("test-wahadlowy-20-m", { position: 2, duration: 16 }), 200)).toMatchObject({
      position: 2,
      watched: true,
    });
    await expectJson(await save("deska-plank", { position: 30, duration: 120 }), 200);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/videos/progress/", { token }), 200)).toEqual([
      { video: "deska-plank", position: 30, duration: 120, watched: false },
      { video: "test-wahadlowy-20-m", position: 2, duration: 16, watched: true },
    ]);
  });

  it("is each teacher's own", async () => {
    const other = await newUserToken(t);
    expect(await expectJson(await t.request("GET", "/pl/api/awf/videos/progress/", { token: other }), 200)).toEqual([]);
    expect((await t.request("GET", "/pl/api/awf/videos/progress/")).status).toBe(401);
    expect((await save("deska-plank", { position: 1, duration: 2 }, "")).status).toBe(401);
  });

  it("refuses positions that are not seconds of the video, and addresses that are not a training's", async () => {
    for (const body of [
      { position: -1, duration: 16 },
      { position: 20, duration: 16 },
      { position: 1, duration: 0 },
      { position: "1", duration: 16 },
      { position: 1, duration: 100_000 },
      {},
    ]) {
      expect((await save("test-wahadlowy-20-m", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await save("Nie-Slug", { position: 1, duration: 2 })).status).toBe(404);
  });
});
