import { calendarOperations } from "~/lib/contract/calendar";

import { anonymous, call, type Caller } from "~/lib/api/call.server";

/** The teacher's calendar feed: its secret, and the feed itself for a calendar app. */

/** A new secret; the previous address stops working. */
export async function renewCalendarToken(caller: Caller): Promise<string> {
  const { token } = await call(caller, calendarOperations.renew);
  if (token === null) throw new Error("The API made no calendar address");
  return token;
}

/** The iCalendar feed as the API sends it (type, cache rules, text), to stream through unchanged. */
export function calendarFeed(token: string): Promise<Response> {
  return anonymous.send(calendarOperations.feed, { params: { token } });
}
