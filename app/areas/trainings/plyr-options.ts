import type { Options } from "plyr";

// Plyr configured, not rewritten (SPEC §2, §9): its own defaults already give SPEC §9's timings and keys.

export const POLISH_LABELS = {
  restart: "Od początku",
  rewind: "Cofnij o {seektime} s",
  play: "Odtwórz",
  pause: "Wstrzymaj",
  fastForward: "Przewiń o {seektime} s",
  seek: "Przewijanie",
  seekLabel: "{currentTime} z {duration}",
  played: "Odtworzono",
  buffered: "Wczytano",
  currentTime: "Bieżący czas",
  duration: "Czas trwania",
  volume: "Głośność",
  mute: "Wycisz",
  unmute: "Włącz dźwięk",
  enableCaptions: "Włącz napisy",
  disableCaptions: "Wyłącz napisy",
  download: "Pobierz",
  enterFullscreen: "Pełny ekran",
  exitFullscreen: "Zamknij pełny ekran",
  frameTitle: "Odtwarzacz: {title}",
  captions: "Napisy",
  settings: "Ustawienia",
  pip: "Obraz w obrazie",
  menuBack: "Wróć do poprzedniego menu",
  speed: "Prędkość",
  normal: "Normalna",
  quality: "Jakość",
  loop: "Zapętlenie",
  start: "Początek",
  end: "Koniec",
  all: "Całość",
  reset: "Przywróć",
  disabled: "Wyłączone",
  enabled: "Włączone",
  advertisement: "Reklama",
  qualityBadge: { 2160: "4K", 1440: "HD", 1080: "HD", 720: "HD", 576: "SD", 480: "SD" },
} satisfies Options["i18n"];

export const CONTROLS = [
  "play-large",
  "restart",
  "rewind",
  "play",
  "fast-forward",
  "progress",
  "current-time",
  "duration",
  "mute",
  "volume",
  "captions",
  "settings",
  "pip",
  "airplay",
  "download",
  "fullscreen",
];

export interface PlayerSettings {
  /** Served by this site, never Plyr's CDN (DESIGN §5). */
  iconUrl: string;
  blankVideo: string;
  previewThumbnails?: string;
  /** Plyr's ads resume the content when the tag fails or times out. */
  adTagUrl?: string;
}

export function plyrOptions(settings: PlayerSettings): Options {
  return {
    controls: CONTROLS,
    // Plyr 3.8's settings menu has no working loop entry; L toggles looping.
    settings: ["captions", "quality", "speed"],
    i18n: POLISH_LABELS,
    iconUrl: settings.iconUrl,
    blankVideo: settings.blankVideo,
    // Never steal keys from the rest of the page.
    keyboard: { focused: true, global: false },
    tooltips: { controls: true, seek: true },
    captions: { active: true, language: "pl", update: false },
    previewThumbnails: { enabled: Boolean(settings.previewThumbnails), src: settings.previewThumbnails ?? "" },
    youtube: { noCookie: true, rel: 0, showinfo: 0, iv_load_policy: 3, modestbranding: 1 },
    vimeo: { byline: false, portrait: false, title: false, speed: true, transparent: false, dnt: true },
    ads: { enabled: Boolean(settings.adTagUrl), tagUrl: settings.adTagUrl ?? "" },
    fullscreen: { enabled: true, fallback: true, iosNative: true },
  };
}
