// Polish e-mails the platform sends. Plain text first (many school mailboxes
// show it), with a simple HTML twin.
import { MAILING_LIST_NAMES } from "../../app/lib/contract/reminders";
import { pluralPl, polishDate } from "../../app/lib/validation";
import { localDateTimeInPoland } from "../domain/calendar";
import type { MailAttachment, MailMessage } from "./mailer";

const PRODUCT = "WF z AWF – Sport Kluby";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A message from a list a person may leave (a kind of reminder, the newsletter): the one-click link and what it ends. */
interface Unsubscribe {
  url: string;
  /** The list in the genitive (MAILING_LIST_NAMES): "Nie chcesz dostawać …?" */
  what: string;
}

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { url: string; label: string },
  unsubscribe?: Unsubscribe,
): MailMessage {
  const textParts = [...paragraphs];
  if (link) textParts.splice(1, 0, `${link.label}: ${link.url}`);
  const leave = unsubscribe ? `Nie chcesz dostawać ${unsubscribe.what}? Wypisz się jednym kliknięciem` : "";
  if (unsubscribe) textParts.push(`${leave}: ${unsubscribe.url}`);
  const text = `${textParts.join("\n\n")}\n\n-- \n${PRODUCT}\n`;
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  if (link) htmlParagraphs.splice(1, 0, `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`);
  if (unsubscribe)
    htmlParagraphs.push(
      `<p><small>${escapeHtml(leave)}: <a href="${escapeHtml(unsubscribe.url)}">wypisz się</a>.</small></p>`,
    );
  const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body><h1>${escapeHtml(subject)}</h1>${htmlParagraphs.join("")}<p>— ${PRODUCT}</p></body></html>`;
  return { to, subject, text, html, ...(unsubscribe ? { unsubscribeUrl: unsubscribe.url } : {}) };
}

/** Where an e-mail's links point and whom it names to write to: the platform's address and the office's. */
export function officeOf(config: { publicUrl: string; contactEmail: string }): { site: string; contactEmail: string } {
  return { site: config.publicUrl, contactEmail: config.contactEmail };
}

function greeting(firstname: string): string {
  return firstname ? `Dzień dobry, ${firstname}!` : "Dzień dobry!";
}

/** Whom a one-time password link goes to, and for how long it works. */
interface PasswordLink {
  to: string;
  firstname: string;
  url: string;
  validHours: number;
}

/** A one-time link that sets a password: why it came, the link, how long it lasts, what to do if unexpected. */
function passwordLinkMail(
  input: PasswordLink,
  subject: string,
  [why, ifUnexpected]: [string, string],
  label: string,
): MailMessage {
  return compose(
    input.to,
    subject,
    [why, `Link jest ważny przez ${input.validHours} godz. i można go użyć tylko raz.`, ifUnexpected],
    { url: input.url, label },
  );
}

export function passwordGenerationMail(input: PasswordLink): MailMessage {
  return passwordLinkMail(
    input,
    "Ustaw hasło do platformy WF z AWF",
    [
      `${greeting(input.firstname)} Twoje konto na platformie WF z AWF zostało utworzone. Aby się zalogować, ustaw hasło, korzystając z linku poniżej.`,
      "Jeśli nie zakładasz konta na platformie, zignoruj tę wiadomość.",
    ],
    "Ustaw hasło",
  );
}

/** To a person the office gave an office account: who made it, what it is for, and where to ask. */
export function staffInvitationMail(input: PasswordLink & { contactEmail: string }): MailMessage {
  return passwordLinkMail(
    input,
    "Konto w panelu biura programu WF z AWF",
    [
      `${greeting(input.firstname)} Biuro programu Sport Kluby założyło dla Ciebie konto pracownika biura na platformie WF z AWF. Aby się zalogować, ustaw hasło, korzystając z linku poniżej; przy pierwszym logowaniu ustawisz też aplikację uwierzytelniającą w telefonie.`,
      `Jeśli nie spodziewasz się tego konta, napisz do biura programu: ${input.contactEmail}.`,
    ],
    "Ustaw hasło",
  );
}

export function passwordResetMail(input: PasswordLink): MailMessage {
  return passwordLinkMail(
    input,
    "Przywracanie hasła do platformy WF z AWF",
    [
      `${greeting(input.firstname)} Otrzymaliśmy prośbę o zmianę hasła do Twojego konta. Nowe hasło ustawisz, korzystając z linku poniżej.`,
      "Jeśli prośba o zmianę hasła nie pochodzi od Ciebie, zignoruj tę wiadomość – Twoje hasło się nie zmieni.",
    ],
    "Ustaw nowe hasło",
  );
}

/** After the password was changed, by the owner on the account page or by a reset link: "if it was not you…". */
export function passwordChangedMail(input: {
  to: string;
  firstname: string;
  contactEmail: string;
  /** The platform's address. */
  site: string;
}): MailMessage {
  return compose(
    input.to,
    "Hasło do platformy WF z AWF zostało zmienione",
    [
      `${greeting(input.firstname)} Hasło do Twojego konta na platformie WF z AWF zostało właśnie zmienione. Jeśli konto było otwarte na innych urządzeniach, trzeba się na nich zalogować ponownie.`,
      `Jeśli to nie Ty zmieniasz hasło, od razu ustaw nowe, korzystając z linku poniżej, i napisz do biura programu: ${input.contactEmail}.`,
    ],
    { url: `${input.site}/przywracanie-hasla`, label: "Ustaw nowe hasło" },
  );
}

/** To an address someone tried to register again: the page said nothing of it, this says it to its owner only. */
export function accountExistsMail(input: {
  to: string;
  firstname: string;
  loginUrl: string;
  recoveryUrl: string;
}): MailMessage {
  return compose(
    input.to,
    "Masz już konto na platformie WF z AWF",
    [
      `${greeting(input.firstname)} Ktoś – być może Ty – próbował założyć konto na platformie WF z AWF z tym adresem e-mail. Konto z tym adresem już istnieje, więc nowego nie utworzyliśmy.`,
      `Jeśli nie pamiętasz hasła, ustaw nowe na stronie: ${input.recoveryUrl}`,
      "Do kongresu w innym mieście dołączysz po zalogowaniu, podając kod miasta na stronie agendy.",
      "Jeśli to nie Ty, zignoruj tę wiadomość – Twoje konto jest bezpieczne.",
    ],
    { url: input.loginUrl, label: "Zaloguj się" },
  );
}

/** To a teacher whose club application the office sent back: what to correct, and where. */
export function clubCorrectionMail(input: {
  to: string;
  firstname: string;
  note: string;
  formUrl: string;
}): MailMessage {
  return compose(
    input.to,
    "Zgłoszenie klubu wymaga poprawy",
    [
      `${greeting(input.firstname)} Biuro programu Sport Kluby przejrzało Twoje zgłoszenie klubu i prosi o poprawki.`,
      `Uwaga biura: ${input.note}`,
      "Po poprawieniu wyślij zgłoszenie ponownie – wróci do weryfikacji.",
    ],
    { url: input.formUrl, label: "Popraw zgłoszenie" },
  );
}

/** To a teacher whose club application reached the office: its place in the queue, and what happens next. */
export function clubReceivedMail(input: {
  to: string;
  firstname: string;
  /** 1 for the first application waiting for the office's check, 2 for the next… */
  place: number;
  /** Sent again after a correction (it keeps its place in the order of arrival). */
  again: boolean;
  accountUrl: string;
}): MailMessage {
  return compose(
    input.to,
    input.again ? "Otrzymaliśmy poprawione zgłoszenie klubu" : "Otrzymaliśmy zgłoszenie klubu",
    [
      input.again
        ? `${greeting(input.firstname)} Poprawione zgłoszenie Twojego Sport Klubu dotarło do biura programu i wróciło do weryfikacji. Zachowuje swoje miejsce w kolejności zgłoszeń.`
        : `${greeting(input.firstname)} Zgłoszenie Twojego Sport Klubu dotarło do biura programu.`,
      `Zgłoszenia sprawdzamy w kolejności, w jakiej wpłynęły. Twoje jest teraz ${input.place}. w kolejce do weryfikacji.`,
      "O decyzji biura napiszemy e-mailem. Stan zgłoszenia widać też na Twoim koncie na platformie.",
    ],
    { url: input.accountUrl, label: "Moje konto" },
  );
}

/** To a teacher whose club application the office decided on (a return for correction has its own e-mail). */
export function clubDecisionMail(input: {
  to: string;
  firstname: string;
  decision: "accepted" | "pending" | "terminated" | "verification";
  /** The office's note, when it wrote one. */
  note: string;
  contactEmail: string;
  /** The platform's address. */
  site: string;
}): MailMessage {
  const hello = greeting(input.firstname);
  const note = input.note ? [`Uwaga biura: ${input.note}`] : [];
  const account = { url: `${input.site}/konto`, label: "Moje konto" };
  switch (input.decision) {
    case "accepted":
      return compose(
        input.to,
        "Zgłoszenie klubu zostało przyjęte",
        [
          `${hello} Biuro programu przyjęło zgłoszenie Twojego Sport Klubu: klub jest w programie Sport Kluby.`,
          ...note,
          "Następny krok: zapisz klub na sezon i podaj grupy uczniów. Umowę zlecenia przygotuje biuro programu; datę jej podpisania zobaczysz na swoim koncie.",
        ],
        { url: `${input.site}/konto/sezon`, label: "Zapisz klub na sezon" },
      );
    case "pending":
      return compose(
        input.to,
        "Zgłoszenie klubu oczekuje na decyzję",
        [
          `${hello} Zgłoszenie Twojego Sport Klubu ma teraz status „oczekujące”: czeka na decyzję biura programu, na przykład na wolne miejsce w programie.`,
          ...note,
          "Miejsca przyznajemy w kolejności zgłoszeń. Nie musisz nic robić – napiszemy, gdy coś się zmieni.",
        ],
        account,
      );
    case "verification":
      return compose(
        input.to,
        "Zgłoszenie klubu wróciło do weryfikacji",
        [
          `${hello} Biuro programu ponownie sprawdza zgłoszenie Twojego Sport Klubu.`,
          ...note,
          "Nie musisz nic robić. O decyzji napiszemy e-mailem.",
        ],
        account,
      );
    case "terminated":
      return compose(
        input.to,
        "Udział klubu w programie został zakończony",
        [
          `${hello} Biuro programu zakończyło udział Twojego Sport Klubu w programie Sport Kluby.`,
          ...note,
          `Jeśli masz pytania, napisz do biura programu: ${input.contactEmail}.`,
        ],
        account,
      );
  }
}

/** To a teacher whose club was enrolled in the season: what it holds, and the season's dates to plan by. */
export function seasonEnrolledMail(input: {
  to: string;
  firstname: string;
  season: { name: string; scheduleMaxDate: string; surveysDateStart: string; surveysDateEnd: string };
  groups: number;
  site: string;
}): MailMessage {
  const { season, groups } = input;
  return compose(
    input.to,
    `Zapis klubu potwierdzony: ${season.name}`,
    [
      `${greeting(input.firstname)} Twój Sport Klub jest zapisany: ${season.name}, ${groups} ${pluralPl(groups, "grupa", "grupy", "grup")} uczniów.`,
      `Następny krok: zaplanuj zajęcia każdej grupy w harmonogramie – zajęcia dodasz do ${polishDate(season.scheduleMaxDate)}. Ankiety sprawności uczniów wypełnisz od ${polishDate(season.surveysDateStart)} do ${polishDate(season.surveysDateEnd)}.`,
    ],
    { url: `${input.site}/konto`, label: "Moje konto" },
  );
}

/** To a teacher the office gave the training's certificate: a Sport Klub may be applied for now. */
export function certificateIssuedMail(input: {
  to: string;
  firstname: string;
  number: string;
  site: string;
}): MailMessage {
  return compose(
    input.to,
    "Certyfikat ukończenia szkolenia jest na Twoim koncie",
    [
      `${greeting(input.firstname)} Biuro programu zapisało na Twoim koncie certyfikat ukończenia szkolenia nr ${input.number}.`,
      "Z certyfikatem możesz zgłosić swój Sport Klub do programu: formularz zgłoszenia jest na Twoim koncie.",
    ],
    { url: `${input.site}/konto/zgloszenie-klubu`, label: "Zgłoś klub" },
  );
}

export function newsletterConfirmationMail(input: {
  to: string;
  firstname: string;
  accountUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  return compose(
    input.to,
    "Potwierdzenie zapisu do newslettera WF z AWF",
    [
      `${greeting(input.firstname)} Potwierdzamy zapis adresu ${input.to} do newslettera programu Sport Kluby. Będziemy informować o nowych sezonach, szkoleniach i kongresie.`,
      "Z newslettera możesz się wypisać w każdej chwili na swoim koncie na platformie albo linkiem poniżej.",
    ],
    { url: input.accountUrl, label: "Przejdź do konta" },
    { url: input.unsubscribeUrl, what: MAILING_LIST_NAMES.newsletter },
  );
}

/** "16.05.2026, 10:30", in Poland's time. */
function whenInPoland(instant: Date): string {
  const [date, time] = localDateTimeInPoland(instant).split("T");
  return `${polishDate(date)}, ${time}`;
}

const CALENDAR_HINT =
  "W załączniku jest plik kalendarza (.ics): otwórz go, aby dodać punkt programu do swojego kalendarza.";

/** A teacher took a seat on a congress item: when and where, with the item as a calendar file. */
export function agendaSignUpMail(input: {
  to: string;
  firstname: string;
  item: { name: string; datetimeStart: Date };
  city: string;
  baseUrl: string;
  calendar: MailAttachment;
}): MailMessage {
  const message = compose(
    input.to,
    `Zapis na punkt programu: ${input.item.name}`,
    [
      `${greeting(input.firstname)} Masz miejsce na punkcie programu „${input.item.name}” (${whenInPoland(input.item.datetimeStart)}, kongres w mieście ${input.city}).`,
      CALENDAR_HINT,
      "Jeśli nie możesz przyjść, wypisz się w swojej agendzie, aby miejsce dostała kolejna osoba.",
    ],
    { url: `${input.baseUrl}/konto/moja-agenda`, label: "Moja agenda" },
  );
  return { ...message, attachments: [input.calendar] };
}

/** A seat freed on a full item and the teacher, first on its waiting list, now has it. */
export function agendaPromotionMail(input: {
  to: string;
  firstname: string;
  item: { name: string; datetimeStart: Date };
  city: string;
  /** The web app's address; the mail links to the teacher's own agenda there. */
  baseUrl: string;
  /** The item as a calendar file, when the sender made one. */
  calendar?: MailAttachment;
}): MailMessage {
  const when = whenInPoland(input.item.datetimeStart);
  const message = compose(
    input.to,
    `Zwolniło się miejsce: ${input.item.name}`,
    [
      `${greeting(input.firstname)} Na punkt programu „${input.item.name}” (${when}, kongres w mieście ${input.city}) zwolniło się miejsce. Jako pierwsza osoba na liście oczekujących masz już na nim zapis — nie musisz nic robić.`,
      ...(input.calendar ? [CALENDAR_HINT] : []),
      "Jeśli nie możesz przyjść, wypisz się w swojej agendzie, aby miejsce dostała kolejna osoba z listy.",
    ],
    { url: `${input.baseUrl}/konto/moja-agenda`, label: "Moja agenda" },
  );
  return input.calendar ? { ...message, attachments: [input.calendar] } : message;
}

/** One promotion e-mail to each teacher a seat change moved off the waiting list. */
export function agendaPromotionMails(
  change: {
    promoted: { email: string; firstname: string }[];
    item: { name: string; datetimeStart: Date };
    city: string;
  },
  baseUrl: string,
  calendar?: MailAttachment,
): MailMessage[] {
  return change.promoted.map((person) =>
    agendaPromotionMail({
      to: person.email,
      firstname: person.firstname,
      item: change.item,
      city: change.city,
      baseUrl,
      calendar,
    }),
  );
}

const REMINDERS_IN_PROFILE = "Przypomnienia możesz też wyłączyć w edycji profilu na platformie.";

function inDays(days: number): string {
  if (days === 0) return "dziś";
  if (days === 1) return "jutro";
  return `za ${days} ${pluralPl(days, "dzień", "dni", "dni")}`;
}

/** The season's survey window closes soon and some of the teacher's groups have no survey yet. */
export function surveyWindowReminderMail(input: {
  to: string;
  firstname: string;
  season: { name: string; surveysDateEnd: string };
  daysLeft: number;
  groups: { id: number; number: number }[];
  site: string;
  unsubscribeUrl: string;
}): MailMessage {
  const numbers = new Intl.ListFormat("pl", { type: "conjunction" }).format(
    input.groups.map((group) => String(group.number)),
  );
  const many = input.groups.length > 1;
  return compose(
    input.to,
    `Przypomnienie: ankiety sprawności do ${polishDate(input.season.surveysDateEnd)}`,
    [
      `${greeting(input.firstname)} Termin ankiet sprawności (${input.season.name}) mija ${inDays(input.daysLeft)}, ${polishDate(input.season.surveysDateEnd)}. ${many ? "W grupach" : "W grupie"} nr ${numbers} nie ma jeszcze żadnej ankiety.`,
      "Po tym dniu ankiety można tylko przeglądać: wpisz wyniki uczniów, zanim termin minie.",
      REMINDERS_IN_PROFILE,
    ],
    {
      url: `${input.site}/konto/ankiety/${input.groups[0]!.id}`,
      label: many ? `Ankiety grupy nr ${input.groups[0]!.number}` : "Ankiety grupy",
    },
    { url: input.unsubscribeUrl, what: MAILING_LIST_NAMES.survey_window },
  );
}

/** The last day for adding classes to the season's schedule is near. */
export function planningDateReminderMail(input: {
  to: string;
  firstname: string;
  season: { name: string; scheduleMaxDate: string };
  daysLeft: number;
  site: string;
  unsubscribeUrl: string;
}): MailMessage {
  return compose(
    input.to,
    `Przypomnienie: zajęcia do harmonogramu do ${polishDate(input.season.scheduleMaxDate)}`,
    [
      `${greeting(input.firstname)} Zajęcia do harmonogramu (${input.season.name}) można dodawać do ${polishDate(input.season.scheduleMaxDate)} (${inDays(input.daysLeft)}).`,
      "Sprawdź, czy harmonogram każdej grupy ma wszystkie zaplanowane zajęcia.",
      REMINDERS_IN_PROFILE,
    ],
    { url: `${input.site}/konto`, label: "Moje konto" },
    { url: input.unsubscribeUrl, what: MAILING_LIST_NAMES.schedule_planning },
  );
}

/** Tomorrow the teacher has a seat on a congress item. */
export function congressItemReminderMail(input: {
  to: string;
  firstname: string;
  item: { name: string; datetimeStart: Date; place: string };
  city: string;
  site: string;
  unsubscribeUrl: string;
}): MailMessage {
  const where = input.item.place
    ? `${input.item.place}, kongres w mieście ${input.city}`
    : `kongres w mieście ${input.city}`;
  return compose(
    input.to,
    `Jutro: ${input.item.name}`,
    [
      `${greeting(input.firstname)} Przypominamy, że jutro masz zapis na punkt programu „${input.item.name}”: ${whenInPoland(input.item.datetimeStart)}, ${where}.`,
      "Jeśli nie możesz przyjść, wypisz się w swojej agendzie, aby miejsce dostała kolejna osoba.",
      REMINDERS_IN_PROFILE,
    ],
    { url: `${input.site}/konto/moja-agenda`, label: "Moja agenda" },
    { url: input.unsubscribeUrl, what: MAILING_LIST_NAMES.congress_item },
  );
}
