// The group's fitness report screen's loader (konto/raport/{group}), over the
// real API: two survey rounds through the survey form, some results omitted.
import { getToast } from "~/lib/toast.server";
import * as newRoute from "~/routes/konto.ankiety.$group.nowa/new-survey.server";
import * as reportRoute from "~/routes/konto.raport.$group/report.server";

import { createUser, currentSeasonOf } from "../support/api";
import { args, cookiesOf, get, logIn, logInClubTeacherToApp, post, serveAppFromTestApi, settle } from "../support/bff";

const t = serveAppFromTestApi();
const season = currentSeasonOf(t);

const PUPIL = {
  school_type: "podstawowa",
  class_number: "5",
  guardian_consent: "on",
  pe_participation: "on",
  pe_evaluation: "5",
};

const teacher = () => logInClubTeacherToApp(t, season.id);

/** A survey as the form posts it (decimal commas; an omitted result ticked as omitted). */
async function survey(cookie: string, fields: Record<string, string>) {
  const response = await settle(
    newRoute.action(args(post("/konto/ankiety/1/nowa", { ...PUPIL, ...fields }, cookie), { group: "1" })),
  );
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/konto/ankiety/1");
}

describe("the group's fitness report (konto/raport/{group})", () => {
  it("shows the figures of both rounds and draws their charts as SVG images", async () => {
    const { cookie } = await teacher();
    const zofia = { first_name: "Zofia", last_name: "Kamińska", sex: "K", birthdate: "2015-05-04" };
    const jan = { first_name: "Jan", last_name: "Nowak", sex: "M", birthdate: "2014-02-10" };
    const all = {
      body_weight: "36",
      body_height: "142",
      waist: "60",
      beep_test: "30",
      run: "22",
      stick_overhang: "10",
      plank: "60",
    };
    await survey(cookie, { ...zofia, examination_date: "2026-03-02", ...all });
    await survey(cookie, { ...jan, examination_date: "2026-03-02", ...all, beep_test: "", beep_test_omitted: "on" });
    await survey(cookie, { ...zofia, examination_date: "2026-03-09", ...all, beep_test: "34", run: "21,35" });
    await survey(cookie, { ...jan, examination_date: "2026-03-09", ...all, beep_test: "38", plank: "40" });

    const response = await settle(reportRoute.loader(args(get("/konto/raport/1", cookie), { group: "1" })));
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.group).toBe(1);
    expect(page.report.pupilsSurveyedTwice).toBe(2);
    const [jan2, zofia2] = page.report.pupils;
    expect(zofia2.changes).toEqual({ beepTest: "better", run: "better", stickOverhang: "same", plank: "same" });
    // Jan's first shuttle run was omitted: no change to tell, and it counts as omitted, not as 0.
    expect(jan2.changes).toEqual({ run: "same", stickOverhang: "same", plank: "worse" });
    const beep = page.report.measures.find(
      (m: { measure: string; sex: string }) => m.measure === "beep_test" && m.sex === "all",
    );
    expect(beep).toEqual({
      measure: "beep_test",
      sex: "all",
      first: { measured: 1, omitted: 1, mean: 30 },
      latest: { measured: 2, omitted: 0, mean: 36 },
      change: { pupils: 1, meanChange: 4, better: 1, same: 0, worse: 0 },
    });
    expect(page.report.pupils[1].first.vo2Max).toBeGreaterThan(40);
    for (const chart of [page.charts.changes, page.charts.bmi, page.charts.progress]) {
      expect(chart).toMatch(/^<svg [^>]*role="img"/);
    }
    expect(page.charts.progress).toContain("Zofia Kamińska");
  });

  it("is the 404 page for another teacher's group, and has no charts before any survey", async () => {
    const { cookie } = await teacher();
    expect((await settle(reportRoute.loader(args(get("/konto/raport/7", cookie), { group: "7" })))).status).toBe(404);
    const empty = await (await settle(reportRoute.loader(args(get("/konto/raport/2", cookie), { group: "2" })))).json();
    expect(empty.report.pupils).toEqual([]);
    expect(empty.charts).toEqual({ changes: null, bmi: null, progress: null });
  });

  it("sends a teacher whose surveys are not open to the account screen with the reason", async () => {
    const user = await createUser(t.db);
    const response = await settle(
      reportRoute.loader(args(get("/konto/raport/1", await logIn(user.email)), { group: "1" })),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/konto");
    const { toast } = await getToast(new Request("http://localhost", { headers: { Cookie: cookiesOf(response) } }));
    expect(toast?.message).toBe(
      "Ankiety będą dostępne, gdy klub zostanie zaakceptowany i zapiszesz się na bieżący sezon.",
    );
  });
});
