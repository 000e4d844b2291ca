// Every change is audited in the transaction that makes it.
import type { z } from "zod";

import {
  type newStaffAccountBody,
  PEOPLE_MESSAGES,
  type secondFactorResetBody,
  staffOperations,
  staffPersonResponse,
  TERMS_AGREEMENT_ID,
  toWire,
} from "../../../app/lib/contract";
import { recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import { removeSecondFactor } from "../../db/second-factors";
import {
  findUserByEmail,
  findUserById,
  insertStaffAccount,
  isUniqueViolation,
  normalizeEmail,
  searchAccounts,
  setAccountActive,
  type UserRow,
} from "../../db/users";
import type { ApiContext, ApiDependencies } from "../context";
import { fieldError, nonFieldError, notFound } from "../http/errors";
import { type Input, routes } from "../http/route";
import { idParam } from "../http/validation";
import { queuePasswordLink } from "../password-links";
import { type Actor, auditActor, requireStaff } from "./guard";
import { nameSearchOf, pageOf } from "./paging";

const SUBJECT = "user";
const NO_STAFF_ACCOUNT = "Nie ma konta biura o tym adresie.";

function personView(user: UserRow) {
  return {
    ...user,
    name: `${user.firstname} ${user.lastname}`.trim(),
    hasPassword: user.passwordHash !== null,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

function personJson(user: UserRow) {
  return toWire(staffPersonResponse, personView(user));
}

async function accountOrNotFound(c: ApiContext): Promise<UserRow> {
  const user = await findUserById(c.get("db"), idParam(c.req.param("id")));
  if (!user) throw notFound(PEOPLE_MESSAGES.notFound);
  return user;
}

async function listPeople(c: ApiContext) {
  requireStaff(c);
  const { search, paging } = nameSearchOf(c);
  const found = await searchAccounts(c.get("db"), search, paging);
  return toWire(staffOperations.people.response, pageOf(paging, found, personView));
}

/** A new office account, its invitation and the audit record; the panel and the console create one here. */
export async function createStaffAccountAudited(
  deps: Pick<ApiDependencies, "config" | "now" | "mail">,
  db: Database,
  actor: Actor,
  body: z.output<typeof newStaffAccountBody>,
): Promise<UserRow> {
  const address = normalizeEmail(body.email);
  if (await findUserByEmail(db, address)) throw fieldError("email", PEOPLE_MESSAGES.emailTaken);
  try {
    return await db.transaction(async (tx) => {
      const row = await insertStaffAccount(tx, {
        email: address,
        firstname: body.firstname,
        lastname: body.lastname,
        agreements: [TERMS_AGREEMENT_ID],
      });
      await recordAudit(tx, {
        ...actor,
        action: "user.create-staff",
        subjectType: SUBJECT,
        subjectId: row.id,
        after: { email: row.email, name: `${row.firstname} ${row.lastname}` },
      });
      await queuePasswordLink(deps, tx, row, "generate");
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", PEOPLE_MESSAGES.emailTaken);
    throw error;
  }
}

async function createStaffAccount(c: ApiContext, input: Input<typeof staffOperations.createStaffAccount>) {
  const staff = requireStaff(c);
  const body = await input.body();
  return personJson(await createStaffAccountAudited(c.get("deps"), c.get("db"), auditActor(staff), body));
}

async function sendFirstPasswordLink(c: ApiContext) {
  const staff = requireStaff(c);
  const user = await accountOrNotFound(c);
  if (user.passwordHash !== null) throw nonFieldError(PEOPLE_MESSAGES.hasPassword);
  if (!user.isActive) throw nonFieldError(PEOPLE_MESSAGES.disabled);
  await c.get("db").transaction(async (tx) => {
    await recordAudit(tx, {
      ...auditActor(staff),
      action: "user.password-link",
      subjectType: SUBJECT,
      subjectId: user.id,
      after: { email: user.email },
    });
    await queuePasswordLink(c.get("deps"), tx, user, "generate");
  });
  return personJson(user);
}

async function setActive(c: ApiContext, active: boolean) {
  const staff = requireStaff(c);
  const user = await accountOrNotFound(c);
  if (!active && user.id === staff.id) throw nonFieldError(PEOPLE_MESSAGES.notYourself);
  const changed = await c.get("db").transaction(async (tx) => {
    const row = await setAccountActive(tx, { userId: user.id, active, now: c.get("deps").now() });
    if (!row) throw notFound(PEOPLE_MESSAGES.notFound);
    await recordAudit(tx, {
      ...auditActor(staff),
      action: active ? "user.enable" : "user.disable",
      subjectType: SUBJECT,
      subjectId: user.id,
      before: { email: user.email, is_active: user.isActive },
      after: { email: row.email, is_active: row.isActive },
    });
    return row;
  });
  return personJson(changed);
}

/** Removes an office account's authenticator (a lost phone and codes): its sessions confirm again, audited. */
export async function resetSecondFactorAudited(
  db: Database,
  actor: Actor,
  body: z.output<typeof secondFactorResetBody>,
): Promise<UserRow> {
  const user = await findUserByEmail(db, body.email);
  if (!user?.isStaff) throw notFound(NO_STAFF_ACCOUNT);
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, user.id);
    await recordAudit(tx, {
      ...actor,
      action: "user.second-factor-reset",
      subjectType: SUBJECT,
      subjectId: user.id,
      after: { email: user.email },
    });
  });
  return user;
}

export const staffPeopleRoutes = routes(staffOperations, {
  people: listPeople,
  createStaffAccount,
  sendFirstPasswordLink,
  disableAccount: (c) => setActive(c, false),
  enableAccount: (c) => setActive(c, true),
});
