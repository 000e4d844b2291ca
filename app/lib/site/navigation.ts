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

/** Every page's footer: the site map, accessibility, questions and the documents a consent accepts. */
export const footerNavigation: NavigationLink[] = [
  { to: "/mapa-strony", label: "Mapa strony" },
  { to: "/deklaracja-dostepnosci", label: "Deklaracja dostępności" },
  { to: "/pytania-i-odpowiedzi", label: "Pytania i odpowiedzi" },
  { to: "/regulamin", label: "Regulamin" },
  { to: "/ochrona-danych", label: "Ochrona danych osobowych" },
];
