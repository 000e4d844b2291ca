/** A calendar feed's address on this site, to copy, and the same for a calendar app (webcal://). */
export interface CalendarAddresses {
  url: string;
  webcal: string;
}

/** The addresses of the feed with this secret, on the host the page was asked on: /kalendarz/{secret}.ics. */
export function calendarAddresses(request: Request, token: string): CalendarAddresses {
  const { host, protocol } = new URL(request.url);
  const path = `/kalendarz/${token}.ics`;
  return { url: `${protocol}//${host}${path}`, webcal: `webcal://${host}${path}` };
}
