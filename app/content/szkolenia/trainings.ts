// Issue 14's training videos (SPEC §3 sources); media names carry a version, cached for a year.
export const TRAININGS = [
  {
    slug: "test-wahadlowy-20-m",
    title: "Test wahadłowy 20 m — jak go przeprowadzić",
    summary: "Wytrzymałościowy bieg wahadłowy (beep test) krok po kroku: boisko, sygnały, etapy i koniec próby.",
    durationSeconds: 16,
    description: [
      "Test wahadłowy 20 m (beep test, test Légera) mierzy wytrzymałość. Uczniowie biegają między dwiema liniami oddalonymi o 20 metrów, w rytmie sygnałów dźwiękowych.",
      "Bieg zaczyna się z prędkością 8,5 km/h; z każdym kolejnym etapem (co około minutę) prędkość rośnie o 0,5 km/h. Uczeń kończy próbę, gdy dwa razy z rzędu nie dobiegnie do linii przed sygnałem.",
      "Do ankiety wpisujesz ostatni ukończony etap i liczbę odcinków. Z wyniku platforma może wyliczyć przybliżony pułap tlenowy (VO₂max).",
    ],
    source: {
      type: "video",
      title: "Test wahadłowy 20 m — jak go przeprowadzić",
      sources: [
        { src: "/media/szkolenia/shuttle-run-v1.webm", type: "video/webm", size: 360 },
        { src: "/media/szkolenia/shuttle-run-v1.mp4", type: "video/mp4", size: 360 },
      ],
      poster: "/media/szkolenia/shuttle-run-v1-poster.jpg",
      tracks: [
        {
          kind: "captions",
          label: "Polski",
          srcLang: "pl",
          src: "/media/szkolenia/shuttle-run-v1.pl.vtt",
          default: true,
        },
      ],
      previewThumbnails: { src: "/media/szkolenia/shuttle-run-v1-thumbnails.vtt" },
    },
  },
] as const;
