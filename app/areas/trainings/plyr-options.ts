import type { Options } from "plyr";

/**
 * How the training videos' player is set up (SPEC §2, §9): Plyr configured,
 * not rewritten. Its own defaults already give what SPEC §9 asks of timing
 * and keys — controls hidden after 2 s (3 s on touch) and 4 s (3 s) after
 * focus, the loading indicator after 250 ms, Space/K, M, F, C, L, the arrows
 * (volume by 0.1) and 0–9 seeking to tenths, each provider's speed limits,
 * the ads' 12 s safety timeout — so those are left to it.
 */

/** Every control a label reads, in Polish (Plyr's i18n). */
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

/** The controls of SPEC §2, in the bar's order. */
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
  /** Plyr's icon sprite, served by this site (never its CDN: DESIGN §5). */
  iconUrl: string;
  /** The empty video Plyr loads to stop a download when it is destroyed, also served by this site. */
  blankVideo: string;
  /** The preview thumbnails' VTT, for the seek bar. */
  previewThumbnails?: string;
  /** A VAST ad tag (configuration, off by default): Plyr's ads resume the content when it fails or times out. */
  adTagUrl?: string;
}

export function plyrOptions(settings: PlayerSettings): Options {
  return {
    controls: CONTROLS,
    // Plyr's settings menu has no working loop entry in 3.8; L toggles looping.
    settings: ["captions", "quality", "speed"],
    i18n: POLISH_LABELS,
    iconUrl: settings.iconUrl,
    blankVideo: settings.blankVideo,
    // Shortcuts when the player has focus, so they never steal keys from the rest of the page.
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
