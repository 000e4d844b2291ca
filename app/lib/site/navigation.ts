export interface NavigationLink {
  to: string;
  label: string;
}

/** The header's main menu. */
export const primaryNavigation: NavigationLink[] = [
  { to: "/sport-kluby", label: "Sport Kluby" },
  { to: "/szkolenia", label: "Szkolenia" },
  { to: "/idea-kongresu", label: "Kongres" },
  { to: "/agenda", label: "Agenda" },
  { to: "/pytania-i-odpowiedzi", label: "Pytania i odpowiedzi" },
];

/** The congress pages, shown beside each of them. */
export const congressNavigation: NavigationLink[] = [
  { to: "/idea-kongresu", label: "Idea Kongresu" },
  { to: "/agenda", label: "Agenda" },
  { to: "/eksperci", label: "Eksperci" },
  { to: "/czesc-dyskusyjna", label: "Część dyskusyjna" },
  { to: "/czesc-warsztatowa", label: "Część warsztatowa" },
];

/** The programme pages, shown beside each of them. */
export const programmeNavigation: NavigationLink[] = [
  { to: "/sport-kluby", label: "Sport Kluby" },
  { to: "/szkolenia", label: "Szkolenia" },
  { to: "/pytania-i-odpowiedzi", label: "Pytania i odpowiedzi" },
];
