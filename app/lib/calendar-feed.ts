export interface CalendarAddresses {
  url: string;
  webcal: string;
}

export const CALENDAR_RENEWED = "Utworzono adres kalendarza. Poprzedni adres, jeśli był, przestał działać.";

export function calendarAddresses(request: Request, token: string): CalendarAddresses {
  const { host, protocol } = new URL(request.url);
  const path = `/kalendarz/${token}.ics`;
  return { url: `${protocol}//${host}${path}`, webcal: `webcal://${host}${path}` };
}
