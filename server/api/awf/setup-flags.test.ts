// ASVS 4.0.3 V4.1.3 (issue 13 item 13): the setup flags that close a club's
// lists close its records by id too, and the changes of its groups. A teacher
// whose club was terminated keeps a token, not access to pupils' data.
import { eq } from "drizzle-orm";

import { ClubEnrollmentStatus } from "../../../app/lib/contract/constants";
import {
  createActiveClub,
  createCurrentSeason,
  describeOnEachDatabase,
  expectJson,
  loginAs,
  SCHEDULE_ITEM_BODY as ITEM,
  SURVEY_BODY,
} from "../../../tests/support/api";
import { clubEnrollments } from "../../db/schema";

const SURVEY = { ...SURVEY_BODY, has_disability_certificate: true, type_of_disability: "słabowidzenie" };

describeOnEachDatabase("a terminated club's records on %s", (t) => {
  it("are closed by id as by list, and its groups cannot be changed", async () => {
    const season = await createCurrentSeason(t.db);
    const { user } = await createActiveClub(t.db, t.config, season.id);
    const { token } = await loginAs(t, user.email);
    const survey = await expectJson(await t.request("POST", "/pl/api/awf/survey/", { token, json: SURVEY }), 201);
    const item = await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    const places = [{ group_number: 1, default_classes_place: "Hala sportowa" }];
    const counts = [{ group_number: 1, girls_count: 8, boys_count: 8, disability_group: false }];
    // While the club is accepted, all of it is open.
    expect((await t.request("GET", `/pl/api/awf/survey/${survey.id}/`, { token })).status).toBe(200);
    expect((await t.request("GET", `/pl/api/awf/schedule/${item.id}/`, { token })).status).toBe(200);
    expect((await t.request("PUT", "/pl/api/awf/season/place", { token, json: places })).status).toBe(200);
    expect((await t.request("PUT", "/pl/api/awf/group/count/", { token, json: counts })).status).toBe(200);

    await t.db
      .update(clubEnrollments)
      .set({ status: ClubEnrollmentStatus.terminated })
      .where(eq(clubEnrollments.userId, user.id));

    expect(await expectJson(await t.request("GET", `/pl/api/awf/survey/${survey.id}/`, { token }), 403)).toEqual({
      detail: "Ankiety są niedostępne – klub musi być zaakceptowany i zapisany na bieżący sezon.",
    });
    expect(await expectJson(await t.request("GET", `/pl/api/awf/schedule/${item.id}/`, { token }), 403)).toEqual({
      detail: "Harmonogram jest niedostępny – klub musi być zaakceptowany i zapisany na bieżący sezon.",
    });
    const groupsClosed = { detail: "Grupy można zmieniać, gdy klub jest zaakceptowany i zapisany na bieżący sezon." };
    expect(await expectJson(await t.request("PUT", "/pl/api/awf/season/place", { token, json: places }), 403)).toEqual(
      groupsClosed,
    );
    expect(await expectJson(await t.request("PUT", "/pl/api/awf/group/count/", { token, json: counts }), 403)).toEqual(
      groupsClosed,
    );
  });
});
