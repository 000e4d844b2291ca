import type { Database } from "../db/client";
import { registeredEventsOf, type UserRow } from "../db/users";

export async function userJson(db: Database, user: UserRow) {
  const events = await registeredEventsOf(db, user.id);
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone,
    city: user.city,
    postal_code: user.postalCode,
    user_groups1: user.userGroups1,
    user_groups2: user.userGroups2,
    user_agreements: user.agreements,
    registered_events: events.map((event) => ({ slug: event.slug, name: event.name, city: event.city })),
    is_staff: user.isStaff,
  };
}
