// The training videos' screens with a teacher's progress (issue 14 item 5):
// /szkolenia and /szkolenia/{slug} loaders and the player's report route, run
// against the in-process API on a fresh database.
import * as listRoute from "~/routes/szkolenia/trainings-list.server";
import * as reportRoute from "~/routes/szkolenia_.$slug.postep";
import * as trainingRoute from "~/routes/szkolenia_.$slug/training.server";

import { createUser } from "../support/api";
import { args, get, logIn, ORIGIN, outcome, post, serveAppFromTestApi } from "../support/bff";

const SLUG = "test-wahadlowy-20-m";
const t = serveAppFromTestApi();

const report = (fields: Record<string, string>, cookie: string, slug = SLUG) =>
  outcome(() => reportRoute.action(args(post(`/szkolenia/${slug}/postep`, fields, cookie), { slug })));
const page = async (cookie = "") =>
  (await trainingRoute.loader(args(get(`/szkolenia/${SLUG}`, cookie), { slug: SLUG }))).json();
const list = async (cookie = "") => (await (await listRoute.loader(args(get("/szkolenia", cookie)))).json()).trainings;

describe("a teacher's progress through the training videos", () => {
  it("is kept from the player's reports: the page resumes there, the list says where, then that it was watched", async () => {
    const cookie = await logIn((await createUser(t.db)).email);
    expect(await page(cookie)).toMatchObject({
      progress: { startAt: 0, saveUrl: `/szkolenia/${SLUG}/postep` },
    });

    expect((await report({ position: "8.0", duration: "16.0" }, cookie)).status).toBe(204);
    expect((await page(cookie)).progress?.startAt).toBe(8);
    expect((await list(cookie)).find((training: { slug: string }) => training.slug === SLUG)).toMatchObject({
      watched: false,
      startedAt: 8,
    });

    expect((await report({ position: "14.4", duration: "16.0" }, cookie)).status).toBe(204);
    expect((await list(cookie)).find((training: { slug: string }) => training.slug === SLUG)).toMatchObject({
      watched: true,
      startedAt: null,
    });
  });

  it("is nobody's for a visitor: no progress on the page, 401 for a report", async () => {
    expect((await page()).progress).toBeNull();
    expect((await list()).every((training: { watched: boolean }) => !training.watched)).toBe(true);
    expect((await report({ position: "3", duration: "16" }, "")).status).toBe(401);
  });

  it("refuses a report of no training, of no number, or from another site", async () => {
    const cookie = await logIn((await createUser(t.db)).email);
    expect((await report({ position: "3", duration: "16" }, cookie, "nie-ma-takiego")).status).toBe(404);
    expect((await report({ position: "dużo", duration: "16" }, cookie)).status).toBe(400);
    expect((await report({ position: "30", duration: "16" }, cookie)).status).toBe(400);
    const crossSite = new Request(`${ORIGIN}/szkolenia/${SLUG}/postep`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", Cookie: cookie },
      body: new URLSearchParams({ position: "3", duration: "16" }),
    });
    expect((await outcome(() => reportRoute.action(args(crossSite, { slug: SLUG })))).status).toBe(403);
  });

  it("puts only the provider's hosts in the page's policy: none for a video of this site", async () => {
    expect((await page()).policy).toEqual({});
  });
});
