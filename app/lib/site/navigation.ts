export interface NavigationLink {
  to: string;
  label: string;
}

export const primaryNavigation: NavigationLink[] = [
  { to: "/sport-kluby", label: "Sport Kluby" },
  { to: "/szkolenia", label: "Szkolenia" },
  { to: "/idea-kongresu", label: "Kongres" },
  { to: "/agenda", label: "Agenda" },
  { to: "/pytania-i-odpowiedzi", label: "Pytania i odpowiedzi" },
];

export const congressNavigation: NavigationLink[] = [
  { to: "/idea-kongresu", label: "Idea Kongresu" },
  { to: "/agenda", label: "Agenda" },
  { to: "/eksperci", label: "Eksperci" },
  { to: "/czesc-dyskusyjna", label: "Część dyskusyjna" },
  { to: "/czesc-warsztatowa", label: "Część warsztatowa" },
];

export const programmeNavigation: NavigationLink[] = [
  { to: "/sport-kluby", label: "Sport Kluby" },
  { to: "/szkolenia", label: "Szkolenia" },
  { to: "/pytania-i-odpowiedzi", label: "Pytania i odpowiedzi" },
];
