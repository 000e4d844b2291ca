import { and, eq } from "drizzle-orm";

import {
  describeOnEachDatabase,
  expectJson,
  logInTwoClubTeachers,
  SCHEDULE_ITEM_BODY as ITEM,
} from "../../../tests/support/api";
import { idempotentRequests, scheduleItems } from "../../db/schema";
import { IN_PROGRESS_MESSAGE, KEY_REUSED_MESSAGE } from "./idempotency";

describeOnEachDatabase("idempotent creates on %s", (t) => {
  let token: string;
  let otherToken: string;
  beforeAll(async () => {
    ({ token, otherToken } = await logInTwoClubTeachers(t));
  });

  async function countItems() {
    return (await t.db.select().from(scheduleItems).where(eq(scheduleItems.topic, ITEM.topic))).length;
  }

  it("creates one record for a form sent twice and replays the first answer", async () => {
    const before = await countItems();
    const headers = { "Idempotency-Key": "formularz-0001-abcd" };
    const first = await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM, headers });
    const created = await expectJson(first, 201);
    const second = await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM, headers });
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await expectJson(second, 201)).toEqual(created);
    expect(await countItems()).toBe(before + 1);
  });

  it("lets sends without a key, or with another key, create again", async () => {
    const before = await countItems();
    await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM }), 201);
    await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", {
        token,
        json: ITEM,
        headers: { "Idempotency-Key": "formularz-0002-abcd" },
      }),
      201,
    );
    expect(await countItems()).toBe(before + 2);
  });

  it("keys belong to one teacher", async () => {
    const headers = { "Idempotency-Key": "formularz-0003-abcd" };
    await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM, headers }), 201);
    const other = await t.request("POST", "/pl/api/awf/schedule/", { token: otherToken, json: ITEM, headers });
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(other.status).toBe(201);
  });

  it("forgets a refused send, so the corrected form can go with the same key", async () => {
    const headers = { "Idempotency-Key": "formularz-0004-abcd" };
    await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", { token, json: { ...ITEM, girls_count: -1 }, headers }),
      400,
    );
    expect(
      await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM, headers }), 201),
    ).toMatchObject({ topic: ITEM.topic });
  });

  it("answers 409 while the first send is still being handled", async () => {
    const [{ userId: user }] = await t.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, "formularz-0001-abcd"));
    const headers = { "Idempotency-Key": "formularz-0005-abcd" };
    await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM, headers }), 201);
    // As if that first send had not been answered yet.
    await t.db
      .update(idempotentRequests)
      .set({ status: 0, body: "" })
      .where(and(eq(idempotentRequests.userId, user), eq(idempotentRequests.key, "formularz-0005-abcd")));
    const response = await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM, headers });
    expect(await expectJson(response, 409)).toEqual({ detail: IN_PROGRESS_MESSAGE });
  });

  // ASVS 4.0.3 V11.1.2 / V13.1.x: a key answers only the request it was first sent with.
  it("refuses a key sent again with another body, path or method with 422, and does nothing", async () => {
    const headers = { "Idempotency-Key": "formularz-0006-abcd" };
    await expectJson(await t.request("POST", "/pl/api/awf/schedule/", { token, json: ITEM, headers }), 201);
    const before = await countItems();
    const otherBody = await t.request("POST", "/pl/api/awf/schedule/", {
      token,
      json: { ...ITEM, girls_count: 9 },
      headers,
    });
    expect(await expectJson(otherBody, 422)).toEqual({ detail: KEY_REUSED_MESSAGE });
    // Found on main: a survey sent under a schedule item's key was answered with that item and stored nothing.
    const otherPath = await t.request("POST", "/pl/api/awf/survey/", {
      token,
      json: { group: 1, first_name: "Zofia" },
      headers,
    });
    expect(await expectJson(otherPath, 422)).toEqual({ detail: KEY_REUSED_MESSAGE });
    expect(await countItems()).toBe(before);
  });

  it("replays a multipart form sent again, though its boundary is new", async () => {
    const form = () => {
      const data = new FormData();
      for (const [name, value] of Object.entries(ITEM)) data.append(name, String(value));
      data.append("topic_note", "ćwiczenia");
      return data;
    };
    const headers = { "Idempotency-Key": "formularz-0007-abcd" };
    const before = await countItems();
    const first = await expectJson(
      await t.request("POST", "/pl/api/awf/schedule/", { token, form: form(), headers }),
      201,
    );
    const again = await t.request("POST", "/pl/api/awf/schedule/", { token, form: form(), headers });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await expectJson(again, 201)).toEqual(first);
    expect(await countItems()).toBe(before + 1);
  });

  it("refuses a malformed key", async () => {
    const response = await t.request("POST", "/pl/api/awf/schedule/", {
      token,
      json: ITEM,
      headers: { "Idempotency-Key": "x" },
    });
    expect(await expectJson(response, 400)).toEqual({ detail: "Niepoprawny nagłówek Idempotency-Key." });
  });
});
