// The office's congress screens through the BFF: a city and an agenda item
// created from their forms (the refusals at their fields), an expert added,
// and the participants' list passed on as an attachment.
import { getToast } from "~/lib/toast.server";
import * as eventRoute from "~/routes/biuro.kongres.$id/event.server";
import * as newAgendaItemRoute from "~/routes/biuro.kongres.$id_.nowy-punkt/new-item.server";
import * as newEventRoute from "~/routes/biuro.kongres.nowe/new-event.server";
import * as agendaItemRoute from "~/routes/biuro.punkty.$id/item.server";
import * as participantsRoute from "~/routes/biuro.punkty.$id_.uczestnicy";

import { insertExpert } from "../../server/db/experts";
import { createUser } from "../support/api";
import { args, cookiesOf, get, logInToOffice, ORIGIN, outcome, post, serveAppFromTestApi } from "../support/bff";

const t = serveAppFromTestApi();
let staff: string;

beforeAll(async () => {
  staff = await logInToOffice(t, (await createUser(t.db, { isStaff: true })).email);
});

const ITEM = {
  intent: "details",
  name: "Debata: WF w szkole",
  part: "discussion",
  place: "Aula A",
  description: "",
  datetime_start: "2026-05-14T12:00",
  datetime_end: "2026-05-14T13:00",
  sign_up_limit: "",
  sign_up_datetime_start: "",
  sign_up_datetime_end: "",
};

/** The new city form for Opole sent by the office, with its address and code. */
const sendNewOpoleCity = (fields: { slug: string; code: string }) =>
  outcome(async () =>
    newEventRoute.action(
      args(post("/biuro/kongres/nowe", { name: "Kongres Opole", city: "Opole", ...fields }, staff)) as never,
    ),
  );

describe("the office's congress screens", () => {
  it("create a city and an agenda item, add an expert and download the list", async () => {
    const refused = await sendNewOpoleCity({ slug: "Opole!", code: "OPO2026" });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain("Tylko małe litery bez polskich znaków");

    const created = await sendNewOpoleCity({ slug: "opole", code: "opo2026" });
    expect(created.status).toBe(302);
    const eventPath = created.headers.get("Location")!;
    expect(eventPath).toMatch(/^\/biuro\/kongres\/\d+$/);
    const { toast } = await getToast(new Request(ORIGIN, { headers: { Cookie: cookiesOf(created) } }));
    expect(toast).toMatchObject({ type: "success", message: "Utworzono miasto kongresu Kongres Opole." });
    const eventId = eventPath.split("/").pop()!;
    const event = await (
      (await eventRoute.loader(args(get(eventPath, staff), { id: eventId }) as never)) as Response
    ).json();
    expect(event.event).toMatchObject({ code: "OPO2026", agendaItems: [] });

    const newItem = `/biuro/kongres/${eventId}/nowy-punkt`;
    const wrong = await outcome(async () =>
      newAgendaItemRoute.action(
        args(post(newItem, { ...ITEM, datetime_end: "2026-05-14T11:00" }, staff), { id: eventId }) as never,
      ),
    );
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain("Koniec musi przypadać po początku.");
    // The "sign-ups open" box left unticked: the item is shown but takes no sign-ups.
    const added = await outcome(async () =>
      newAgendaItemRoute.action(args(post(newItem, ITEM, staff), { id: eventId }) as never),
    );
    expect(added.status).toBe(302);
    const itemPath = added.headers.get("Location")!;
    const itemId = itemPath.split("/").pop()!;
    const item = await (
      (await agendaItemRoute.loader(args(get(itemPath, staff), { id: itemId }) as never)) as Response
    ).json();
    expect(item.item).toMatchObject({
      name: "Debata: WF w szkole",
      datetimeStart: "2026-05-14T12:00",
      signUpEnabled: false,
      signUpLimit: null,
      experts: [],
    });

    const expert = await insertExpert(t.db, { slug: "jan-kowalski", name: "prof. Jan Kowalski" });
    const withExpert = await outcome(async () =>
      agendaItemRoute.action(
        args(post(itemPath, { intent: "add-expert", expert: String(expert.id), role: "moderator" }, staff), {
          id: itemId,
        }) as never,
      ),
    );
    expect(withExpert.status).toBe(302);
    const after = await (
      (await agendaItemRoute.loader(args(get(itemPath, staff), { id: itemId }) as never)) as Response
    ).json();
    expect(after.item.experts).toEqual([{ id: expert.id, name: "prof. Jan Kowalski", role: "moderator" }]);

    const list = await outcome(async () =>
      participantsRoute.loader(args(get(`${itemPath}/uczestnicy?format=xlsx`, staff), { id: itemId }) as never),
    );
    expect(list.status).toBe(200);
    expect(list.headers.get("Content-Disposition")).toContain(`uczestnicy-opole-${itemId}.xlsx`);
    expect(list.headers.get("Cache-Control")).toBe("private, no-store");
  });
});
