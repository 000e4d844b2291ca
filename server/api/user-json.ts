import { toWire, userResponse } from "../../app/lib/contract";
import type { Database } from "../db/client";
import { registeredEventsOf, type UserRow } from "../db/users";

export async function userJson(db: Database, user: UserRow) {
  const events = await registeredEventsOf(db, user.id);
  return toWire(userResponse, { ...user, userAgreements: user.agreements, registeredEvents: events });
}
