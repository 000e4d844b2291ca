import contentPaths from "./content-paths.json" with { type: "json" };

/** Every public screen of SPEC §2 with the <title> it must have (SPEC §1 template). */
export const PUBLIC_ROUTES: { path: string; title: string }[] = [
  { path: "/", title: "WF z AWF" },
  { path: "/agenda", title: "Agenda - WF z AWF" },
  { path: "/eksperci", title: "Eksperci - WF z AWF" },
  { path: "/logowanie", title: "Zaloguj się do platformy - WF z AWF" },
  { path: "/szkolenia", title: "Szkolenia - WF z AWF" },
  { path: "/mapa-strony", title: "Mapa strony - WF z AWF" },
  { path: "/pages", title: "Strony informacyjne - WF z AWF" },
  { path: "/pages/mapa-strony", title: "Mapa strony - WF z AWF" },
  { path: "/sport-kluby", title: "Sport Kluby - WF z AWF" },
  { path: "/idea-kongresu", title: "Idea Kongresu - WF z AWF" },
  { path: "/czesc-dyskusyjna", title: "Część dyskusyjna - WF z AWF" },
  { path: "/czesc-warsztatowa", title: "Część warsztatowa - WF z AWF" },
  { path: "/generowanie-hasla", title: "Generowanie hasła - WF z AWF" },
  { path: "/przywracanie-hasla", title: "Przywracanie hasła - WF z AWF" },
  { path: "/pytania-i-odpowiedzi", title: "Pytania i odpowiedzi - WF z AWF" },
  { path: "/deklaracja-dostepnosci", title: "Deklaracja dostępności - WF z AWF" },
  { path: "/regulamin", title: "Regulamin - WF z AWF" },
  { path: "/ochrona-danych", title: "Ochrona danych osobowych - WF z AWF" },
  { path: "/rejestracja", title: "Rejestracja na kongres - WF z AWF" },
  { path: "/szkolenia/test-wahadlowy-20-m", title: "Test wahadłowy 20 m — jak go przeprowadzić - WF z AWF" },
];

/**
 * Pages to read (QUALITY.md's content pages): a visitor who has not logged in
 * gets no script at all, and the first screen in one round trip. The list is
 * a JSON file so the bench (bench/weight.mjs) reads the same one.
 */
export const CONTENT_PATHS: string[] = contentPaths;

/** The public screens that show a video: the only ones that load the player. */
export const VIDEO_PATHS = ["/szkolenia/test-wahadlowy-20-m"];

/** Screens behind the auth guard: anonymous visitors are sent to the login page. */
export const ACCOUNT_ROUTES = [
  "/konto",
  "/konto/edycja-profilu",
  "/konto/sezon",
  "/konto/zgloszenie-klubu",
  "/konto/ankiety/1",
  "/konto/ankiety/1/1",
  "/konto/harmonogram/1",
  "/konto/harmonogram/1/1",
  "/konto/harmonogram/1/nowe",
  "/konto/moja-agenda",
];
