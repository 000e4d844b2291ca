export interface CalendarAddresses {
  url: string;
  webcal: string;
}

export function calendarAddresses(request: Request, token: string): CalendarAddresses {
  const { host, protocol } = new URL(request.url);
  const path = `/kalendarz/${token}.ics`;
  return { url: `${protocol}//${host}${path}`, webcal: `webcal://${host}${path}` };
}
