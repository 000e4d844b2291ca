import { Form, useNavigation } from "@remix-run/react";

import type { CalendarAddresses } from "~/lib/calendar-feed";

import "./calendar-feed.css";

export interface CalendarFeedProps {
  calendar: CalendarAddresses | null;
  intro: string;
  secrecy: string;
  intent?: string;
}

export function CalendarFeed({ calendar, intro, secrecy, intent = "renew-calendar" }: CalendarFeedProps) {
  const navigation = useNavigation();
  const renewing = navigation.formData?.get("intent") === intent;
  return (
    <section className="calendar-feed" aria-labelledby="kalendarz">
      <h2 id="kalendarz">Kalendarz w telefonie</h2>
      <p>{intro} Kalendarz sprawdza zmiany co jakiś czas, zwykle co kilka godzin.</p>
      {calendar ? (
        <>
          <p>
            <a className="button" href={calendar.webcal}>
              Dodaj do kalendarza w telefonie
            </a>
          </p>
          <label className="field__label" htmlFor="adres-kalendarza">
            Adres kalendarza
          </label>
          <input
            id="adres-kalendarza"
            className="field__input calendar-feed__address"
            type="text"
            readOnly
            value={calendar.url}
            aria-describedby="adres-kalendarza-uwaga"
          />
          <p className="field__hint" id="adres-kalendarza-uwaga">
            {secrecy} Nie udostępniaj go.
          </p>
          <h3>Jak dodać kalendarz</h3>
          <ul>
            <li>
              <strong>iPhone:</strong> dotknij przycisku „Dodaj do kalendarza w telefonie” i potwierdź subskrypcję.
              Albo: Ustawienia → Kalendarz → Konta → Dodaj konto → Inne → Dodaj subskrybowany kalendarz, i wklej adres.
            </li>
            <li>
              <strong>Android (Kalendarz Google):</strong> na komputerze otwórz Kalendarz Google, przy „Inne kalendarze”
              wybierz „+” → „Z adresu URL”, wklej adres i dodaj kalendarz. Pojawi się w telefonie po synchronizacji.
            </li>
          </ul>
        </>
      ) : (
        <p>Nie masz jeszcze adresu kalendarza.</p>
      )}
      <Form method="post" className="calendar-feed__renew">
        {calendar ? (
          <p>Jeśli adres trafił do kogoś niepowołanego, utwórz nowy. Poprzedni przestanie działać od razu.</p>
        ) : null}
        <button
          type="submit"
          name="intent"
          value={intent}
          className={calendar ? "button button--secondary" : "button"}
          disabled={renewing}
        >
          {calendar ? "Utwórz nowy adres kalendarza" : "Utwórz adres kalendarza"}
        </button>
      </Form>
    </section>
  );
}
