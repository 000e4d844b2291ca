// Every e-mail the platform sends, each with demo data: `npm run mail:preview`
// writes them to files for review, and a test checks every link of every one.
import { buildAgendaCalendar } from "../domain/calendar-feed";
import type { MailMessage } from "./mailer";
import {
  accountExistsMail,
  agendaPromotionMail,
  agendaSignUpMail,
  certificateIssuedMail,
  clubCorrectionMail,
  clubDecisionMail,
  clubReceivedMail,
  congressItemReminderMail,
  newsletterConfirmationMail,
  passwordChangedMail,
  passwordGenerationMail,
  passwordResetMail,
  planningDateReminderMail,
  seasonEnrolledMail,
  staffInvitationMail,
  surveyWindowReminderMail,
} from "./templates";

const TOKEN = "Xk3v9QeR2mWz7LpA5sTb8NcY";

/** Each template by name, written for the platform at `site` and an office reached at `contactEmail`. */
export function mailCatalogue(site: string, contactEmail: string): Record<string, MailMessage> {
  const teacher = { to: "anna.nowak@example.pl", firstname: "Anna" };
  const office = { site, contactEmail };
  const link = { ...teacher, validHours: 24 };
  const item = { name: "Warsztaty: gry ruchowe w klasach I–III", datetimeStart: new Date("2026-05-16T08:30:00Z") };
  const calendar = {
    filename: "kongres-punkt-programu.ics",
    contentType: "text/calendar; charset=utf-8",
    content: buildAgendaCalendar(
      [
        {
          ...item,
          id: 7,
          start: item.datetimeStart,
          end: new Date("2026-05-16T10:00:00Z"),
          place: "Sala B",
          city: "Warszawa",
          congress: "Kongres Sport Kluby – Warszawa",
          experts: [{ name: "dr Joanna Kowalska", role: "moderator" as const }],
        },
      ],
      new Date("2026-05-01T12:00:00Z"),
    ),
  };
  return {
    "haslo-pierwsze": passwordGenerationMail({ ...link, url: `${site}/generowanie-hasla?token=${TOKEN}` }),
    "haslo-konto-biura": staffInvitationMail({
      ...link,
      to: "ewa.nowa@awf.edu.pl",
      firstname: "Ewa",
      url: `${site}/generowanie-hasla?token=${TOKEN}`,
      contactEmail,
    }),
    "haslo-przywracanie": passwordResetMail({ ...link, url: `${site}/przywracanie-hasla?token=${TOKEN}` }),
    "haslo-zmienione": passwordChangedMail({ ...teacher, ...office }),
    "konto-istnieje": accountExistsMail({
      ...teacher,
      loginUrl: `${site}/logowanie`,
      recoveryUrl: `${site}/przywracanie-hasla`,
    }),
    "klub-otrzymane": clubReceivedMail({ ...teacher, place: 7, again: false, accountUrl: `${site}/konto` }),
    "klub-otrzymane-ponownie": clubReceivedMail({ ...teacher, place: 3, again: true, accountUrl: `${site}/konto` }),
    "klub-do-poprawy": clubCorrectionMail({
      ...teacher,
      note: "Brak podpisu dyrektora na zgodzie.",
      formUrl: `${site}/konto/zgloszenie-klubu`,
    }),
    "klub-przyjety": clubDecisionMail({ ...teacher, ...office, decision: "accepted", note: "" }),
    "klub-oczekujacy": clubDecisionMail({ ...teacher, ...office, decision: "pending", note: "" }),
    "klub-weryfikacja": clubDecisionMail({ ...teacher, ...office, decision: "verification", note: "" }),
    "klub-zakonczony": clubDecisionMail({
      ...teacher,
      ...office,
      decision: "terminated",
      note: "Szkoła zrezygnowała z udziału.",
    }),
    "sezon-zapis": seasonEnrolledMail({
      ...teacher,
      site,
      groups: 2,
      season: {
        name: "Sezon wiosenny 2026",
        scheduleMaxDate: "2026-06-15",
        surveysDateStart: "2026-03-01",
        surveysDateEnd: "2026-06-30",
      },
    }),
    certyfikat: certificateIssuedMail({ ...teacher, number: "AWF/2026/0042", site }),
    newsletter: newsletterConfirmationMail({
      ...teacher,
      accountUrl: `${site}/konto`,
      unsubscribeUrl: `${site}/wypisz/${TOKEN}`,
    }),
    "agenda-zapis": agendaSignUpMail({ ...teacher, item, city: "Warszawa", baseUrl: site, calendar }),
    "agenda-miejsce": agendaPromotionMail({ ...teacher, item, city: "Warszawa", baseUrl: site, calendar }),
    "przypomnienie-ankiety": surveyWindowReminderMail({
      ...teacher,
      site,
      season: { name: "Sezon wiosenny 2026", surveysDateEnd: "2026-06-30" },
      daysLeft: 7,
      groups: [
        { id: 12, number: 1 },
        { id: 14, number: 3 },
      ],
      unsubscribeUrl: `${site}/wypisz/${TOKEN}`,
    }),
    "przypomnienie-harmonogram": planningDateReminderMail({
      ...teacher,
      site,
      season: { name: "Sezon wiosenny 2026", scheduleMaxDate: "2026-06-15" },
      daysLeft: 7,
      unsubscribeUrl: `${site}/wypisz/${TOKEN}`,
    }),
    "przypomnienie-kongres": congressItemReminderMail({
      ...teacher,
      site,
      item: { ...item, place: "Sala B" },
      city: "Warszawa",
      unsubscribeUrl: `${site}/wypisz/${TOKEN}`,
    }),
  };
}
