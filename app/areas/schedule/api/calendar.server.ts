import { anonymous, call, type Caller } from "~/lib/api/call.server";
import { calendarOperations } from "~/lib/contract/calendar";

/** The previous address stops working. */
export async function renewCalendarToken(caller: Caller): Promise<string> {
  const { token } = await call(caller, calendarOperations.renew);
  if (token === null) throw new Error("The API made no calendar address");
  return token;
}

export function calendarFeed(token: string): Promise<Response> {
  return anonymous.send(calendarOperations.feed, { params: { token } });
}
