// Every change is audited, and every download (the teachers' contact details leave the platform).
import type { z } from "zod";

import {
  type agendaItemBody,
  CONGRESS_MESSAGES,
  type eventFields,
  type ExportFormat,
  isExportFormat,
  signUpLimitProblem,
  staffAgendaItem,
  staffAgendaItemResponse,
  staffEvent,
  staffEventResponse,
  staffOperations,
  toWire,
} from "../../../app/lib/contract";
import {
  findItemWithCounts,
  insertAgendaItem,
  listItemsOfEvent,
  participantsOf,
  type PersonOnItem,
  setSignUpLimit,
  type StaffItemRow,
  updateAgendaItemDetails,
  waitingListOf,
} from "../../db/agenda";
import { insertAudited, recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import {
  findEventByCode,
  findEventBySlug,
  findEventWithCounts,
  insertCongressEvent,
  listEventsWithCounts,
  type StaffEventRow,
  updateCongressEvent,
} from "../../db/events";
import { expertsOnItem, listExpertNames, replaceItemExperts } from "../../db/experts";
import { isUniqueViolation } from "../../db/users";
import { instantInPoland, localDateTimeInPoland } from "../../domain/calendar";
import { log } from "../../log";
import { tellPromotedBy } from "../agenda";
import type { ApiContext, ApiDependencies } from "../context";
import { fieldError, notFound, validationError } from "../http/errors";
import { type Input, routes, withStatus } from "../http/route";
import { dateCell, tableDownload } from "../http/table-download";
import { idParam } from "../http/validation";
import { type Actor, auditActor, requireStaff } from "./guard";

function instantOf(local: string): Date {
  const [date, time] = local.split("T");
  return instantInPoland(date, time.slice(0, 5));
}

const localOf = (instant: Date | null) => (instant ? localDateTimeInPoland(instant) : null);

function eventJson(event: StaffEventRow) {
  return toWire(staffEvent, event);
}

/** An item as the office reads it: its times in Polish time. */
function itemView(item: StaffItemRow, experts: Awaited<ReturnType<typeof expertsOnItem>>) {
  return {
    ...item,
    event: item.eventId,
    datetimeStart: localOf(item.datetimeStart)!,
    datetimeEnd: localOf(item.datetimeEnd)!,
    signUpDatetimeStart: localOf(item.signUpDatetimeStart),
    signUpDatetimeEnd: localOf(item.signUpDatetimeEnd),
    experts,
  };
}

function itemJson(item: StaffItemRow, experts: Awaited<ReturnType<typeof expertsOnItem>>) {
  return toWire(staffAgendaItem, itemView(item, experts));
}

function personView(person: PersonOnItem) {
  return { ...person, name: `${person.firstname} ${person.lastname}`.trim(), at: person.at.toISOString() };
}

function auditedEvent(event: StaffEventRow) {
  const { items: _items, registered: _registered, ...fields } = eventJson(event);
  return fields;
}

function auditedItem(item: StaffItemRow) {
  const { participants: _p, waiting: _w, experts: _e, ...fields } = itemJson(item, []);
  return fields;
}

async function eventOrNotFound(c: ApiContext, id: number): Promise<StaffEventRow> {
  const event = await findEventWithCounts(c.get("db"), id);
  if (!event) throw notFound(CONGRESS_MESSAGES.eventNotFound);
  return event;
}

async function itemOrNotFound(c: ApiContext, id: number): Promise<StaffItemRow> {
  const item = await findItemWithCounts(c.get("db"), id);
  if (!item) throw notFound(CONGRESS_MESSAGES.itemNotFound);
  return item;
}

async function eventWithItems(c: ApiContext, id: number) {
  const db = c.get("db");
  const event = await eventOrNotFound(c, id);
  const items = await listItemsOfEvent(db, id);
  const experts = await Promise.all(items.map((item) => expertsOnItem(db, item.id)));
  return toWire(staffEventResponse, {
    ...event,
    agendaItems: items.map((item, index) => itemView(item, experts[index])),
  });
}

async function itemWithPeople(c: ApiContext, id: number) {
  const db = c.get("db");
  const item = await itemOrNotFound(c, id);
  const [event, experts, participants, waiting, allExperts] = await Promise.all([
    eventOrNotFound(c, item.eventId),
    expertsOnItem(db, id),
    participantsOf(db, id),
    waitingListOf(db, id),
    listExpertNames(db),
  ]);
  return toWire(staffAgendaItemResponse, {
    ...itemView(item, experts),
    eventName: event.name,
    participantsList: participants.map(personView),
    waitingList: waiting.map(personView),
    allExperts,
  });
}

function eventColumns(body: z.output<typeof eventFields>) {
  return {
    name: body.name,
    city: body.city,
    slug: body.slug,
    code: body.code,
    dateStart: body.date_start ?? null,
    dateEnd: body.date_end ?? null,
  };
}

/** Checked first to name the field; the unique indexes still decide a race. */
async function uniqueOrRefused<T>(
  db: Database,
  body: { slug: string; code: string },
  selfId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  const [bySlug, byCode] = await Promise.all([findEventBySlug(db, body.slug), findEventByCode(db, body.code)]);
  const problems: Record<string, string[]> = {};
  if (bySlug && bySlug.id !== selfId) problems.slug = [CONGRESS_MESSAGES.slugTaken];
  if (byCode && byCode.id !== selfId) problems.code = [CONGRESS_MESSAGES.codeTaken];
  if (Object.keys(problems).length > 0) throw validationError(problems);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("slug", CONGRESS_MESSAGES.slugTaken);
    throw error;
  }
}

async function listEvents(c: ApiContext) {
  requireStaff(c);
  return (await listEventsWithCounts(c.get("db"))).map(eventJson);
}

async function showEvent(c: ApiContext) {
  requireStaff(c);
  return eventWithItems(c, idParam(c.req.param("id")));
}

/** A congress city, audited; its address and code unique. The panel and the console create one here. */
export async function createEventAudited(db: Database, actor: Actor, body: z.output<typeof eventFields>) {
  return uniqueOrRefused(db, body, null, () =>
    insertAudited(
      db,
      actor,
      "event",
      (tx) => insertCongressEvent(tx, eventColumns(body)),
      (event) => auditedEvent({ ...event, items: 0, registered: 0 }),
    ),
  );
}

async function createEvent(c: ApiContext, input: Input<typeof staffOperations.createEvent>) {
  const staff = requireStaff(c);
  const created = await createEventAudited(c.get("db"), auditActor(staff), await input.body());
  return withStatus(await eventWithItems(c, created.id), 201);
}

async function updateEvent(c: ApiContext, input: Input<typeof staffOperations.updateEvent>) {
  const staff = requireStaff(c);
  const id = idParam(c.req.param("id"));
  const body = await input.body();
  const before = await eventOrNotFound(c, id);
  await uniqueOrRefused(c.get("db"), body, id, () =>
    c.get("db").transaction(async (tx) => {
      const after = await updateCongressEvent(tx, id, eventColumns(body));
      if (!after) throw notFound(CONGRESS_MESSAGES.eventNotFound);
      await recordAudit(tx, {
        ...auditActor(staff),
        action: "event.update",
        subjectType: "event",
        subjectId: id,
        before: auditedEvent(before),
        after: auditedEvent({ ...after, items: before.items, registered: before.registered }),
      });
    }),
  );
  return eventWithItems(c, id);
}

function itemColumns(body: z.output<typeof agendaItemBody>) {
  return {
    name: body.name,
    part: body.part,
    place: body.place ?? "",
    description: body.description ?? "",
    datetimeStart: instantOf(body.datetime_start),
    datetimeEnd: instantOf(body.datetime_end),
    signUpEnabled: body.sign_up_enabled,
    signUpDatetimeStart: body.sign_up_datetime_start ? instantOf(body.sign_up_datetime_start) : null,
    signUpDatetimeEnd: body.sign_up_datetime_end ? instantOf(body.sign_up_datetime_end) : null,
  };
}

/** An agenda item of a city, audited. The panel and the console add one here. */
export async function createAgendaItemAudited(
  db: Database,
  actor: Actor,
  eventId: number,
  body: z.output<typeof agendaItemBody>,
) {
  return insertAudited(
    db,
    actor,
    "agenda-item",
    (tx) => insertAgendaItem(tx, { ...itemColumns(body), eventId, signUpLimit: body.sign_up_limit ?? null }),
    (item) => auditedItem({ ...item, participants: 0, waiting: 0 }),
  );
}

async function createItem(c: ApiContext, input: Input<typeof staffOperations.createAgendaItem>) {
  const staff = requireStaff(c);
  const eventId = idParam(c.req.param("id"));
  const body = await input.body();
  await eventOrNotFound(c, eventId);
  const created = await createAgendaItemAudited(c.get("db"), auditActor(staff), eventId, body);
  return withStatus(await itemWithPeople(c, created.id), 201);
}

async function showItem(c: ApiContext) {
  requireStaff(c);
  return itemWithPeople(c, idParam(c.req.param("id")));
}

/** An item's details and seat limit in one audited transaction, for the panel and the console; answers who got a seat. */
export async function changeAgendaItem(
  deps: Pick<ApiDependencies, "config" | "mail" | "now">,
  db: Database,
  actor: Actor,
  id: number,
  change: { limit: number | null; details?: ReturnType<typeof itemColumns> },
): Promise<string[]> {
  const before = await findItemWithCounts(db, id);
  if (!before) throw notFound(CONGRESS_MESSAGES.itemNotFound);
  const problem = signUpLimitProblem(change.limit ?? undefined, before.participants);
  if (problem) throw validationError({ sign_up_limit: [problem] });
  return db.transaction(async (tx) => {
    if (change.details) await updateAgendaItemDetails(tx, id, change.details);
    const seats = await setSignUpLimit(tx, {
      itemId: id,
      limit: change.limit,
      now: deps.now(),
      tell: tellPromotedBy(deps),
    });
    if (seats === "not_found") throw notFound(CONGRESS_MESSAGES.itemNotFound);
    const after = (await findItemWithCounts(tx, id))!;
    const promoted = seats.promoted.map((person) => person.email);
    await recordAudit(tx, {
      ...actor,
      action: "agenda-item.update",
      subjectType: "agenda-item",
      subjectId: id,
      before: auditedItem(before),
      after: { ...auditedItem(after), promoted },
    });
    return promoted;
  });
}

async function updateItem(c: ApiContext, input: Input<typeof staffOperations.updateAgendaItem>) {
  const staff = requireStaff(c);
  const id = idParam(c.req.param("id"));
  const body = await input.body();
  await changeAgendaItem(c.get("deps"), c.get("db"), auditActor(staff), id, {
    limit: body.sign_up_limit ?? null,
    details: itemColumns(body),
  });
  return itemWithPeople(c, id);
}

async function setExperts(c: ApiContext, input: Input<typeof staffOperations.setAgendaItemExperts>) {
  const staff = requireStaff(c);
  const id = idParam(c.req.param("id"));
  const { experts } = await input.body();
  const db = c.get("db");
  await itemOrNotFound(c, id);
  const known = new Set((await listExpertNames(db)).map((expert) => expert.id));
  if (experts.some((expert) => !known.has(expert.id))) throw fieldError("experts", CONGRESS_MESSAGES.unknownExpert);
  const before = await expertsOnItem(db, id);
  await db.transaction(async (tx) => {
    await replaceItemExperts(tx, id, experts);
    await recordAudit(tx, {
      ...auditActor(staff),
      action: "agenda-item.experts",
      subjectType: "agenda-item",
      subjectId: id,
      before: { experts: before },
      after: { experts: await expertsOnItem(tx, id) },
    });
  });
  return itemWithPeople(c, id);
}

async function exportParticipants(c: ApiContext) {
  const staff = requireStaff(c);
  const id = idParam(c.req.param("id"));
  const format = c.req.query("format")?.trim() || "csv";
  if (!isExportFormat(format)) throw fieldError("format", "Wybierz format CSV albo XLSX.");
  const db = c.get("db");
  const item = await itemOrNotFound(c, id);
  const event = await eventOrNotFound(c, item.eventId);
  const [participants, waiting] = await Promise.all([participantsOf(db, id), waitingListOf(db, id)]);
  await recordAudit(db, {
    ...auditActor(staff),
    action: "agenda-item.export",
    subjectType: "agenda-item",
    subjectId: id,
    after: { format, name: item.name },
  });
  const row = (status: string, position: number) => (person: PersonOnItem) => [
    status,
    position,
    person.lastname,
    person.firstname,
    person.email,
    person.phone,
    person.city,
    dateCell(localDateTimeInPoland(person.at)),
  ];
  const rows = [
    ...participants.map((person, index) => row("uczestnik", index + 1)(person)),
    ...waiting.map((person, index) => row("lista oczekujących", index + 1)(person)),
  ];
  async function* batches() {
    yield rows;
  }
  return tableDownload(
    {
      filename: `uczestnicy-${event.slug}-${id}`,
      sheet: "Uczestnicy",
      columns: [
        { header: "Status", width: 18 },
        { header: "Kolejność", width: 9 },
        { header: "Nazwisko", width: 20 },
        { header: "Imię", width: 14 },
        { header: "E-mail", width: 30 },
        { header: "Telefon", width: 14 },
        { header: "Miejscowość", width: 18 },
        { header: "Zapis", width: 17 },
      ],
      batches: batches(),
    },
    format satisfies ExportFormat,
    (error) => log.error({ err: error, agendaItem: id }, "participants export failed"),
  );
}

export const staffCongressRoutes = routes(staffOperations, {
  events: listEvents,
  createEvent,
  event: showEvent,
  updateEvent,
  createAgendaItem: createItem,
  agendaItem: showItem,
  updateAgendaItem: updateItem,
  setAgendaItemExperts: setExperts,
  participantsExport: exportParticipants,
});
