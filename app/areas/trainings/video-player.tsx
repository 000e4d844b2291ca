import type Plyr from "plyr";
import { useEffect, useRef, useState } from "react";

import { type PlayerSource, providerOf } from "~/areas/trainings/player-source";

import { playerErrorMessage } from "./player-errors";
import { type PlayerSettings, plyrOptions } from "./plyr-options";
import { reportWatchProgress } from "./watch-progress";

import "./video-player.css";

interface VideoPlayerProps {
  source: PlayerSource;
  settings: PlayerSettings;
  progress?: { startAt: number; saveUrl: string } | null;
}

/** SPEC §2: the server renders what plays without script; in the browser Plyr, loaded by a dynamic import. */
export function VideoPlayer({ source, settings, progress }: VideoPlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const media = host.current?.firstElementChild as HTMLElement | null;
    if (!media) return;
    let player: Plyr | undefined;
    let stopReporting: (() => void) | undefined;
    let left = false;
    // Plyr reports a YouTube error before it is ready, on the media alone without bubbling: hence the capture phase.
    const currentMedia = () => (player as unknown as { media?: EventTarget } | undefined)?.media;
    const onError = (event: Event) => {
      if (event.target === currentMedia()) setFailure(playerErrorMessage(currentMedia()));
    };
    const container = host.current!;
    container.addEventListener("error", onError, true);
    void import("plyr").then(({ default: Plyr }) => {
      if (left) return;
      player = new Plyr(media, plyrOptions(settings));
      if (progress) {
        const startAt = progress.startAt;
        // An html5 video's media fragment (#t=) starts it there, unless the player's setup reloaded it.
        if (startAt > 0) {
          player.once("ready", () => {
            if (player && player.currentTime < startAt - 0.5) player.currentTime = startAt;
          });
        }
        stopReporting = reportWatchProgress(player, progress.saveUrl);
      }
      // Plyr 3.8 gives its download link aria-pressed, which a link may not have (axe: aria-allowed-attr).
      player.on("ready", () => player?.elements.buttons.download?.removeAttribute("aria-pressed"));
    });
    return () => {
      left = true;
      container.removeEventListener("error", onError, true);
      stopReporting?.();
      player?.destroy();
    };
    // The page is keyed by its training, so a new video is a new component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const provider = providerOf(source);
  return (
    <figure className="video-player">
      <div className="video-player__frame">
        <div ref={host} className="video-player__media">
          <NativeMedia source={source} startAt={progress?.startAt ?? 0} />
        </div>
        {failure ? (
          <p className="video-player__failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      {provider !== "html5" ? (
        // Without scripts the provider's player is blank, and the author may not allow it off their site.
        <figcaption className="video-player__elsewhere">
          <a href={watchUrl(provider, source.sources[0]!.src)}>
            Obejrzyj to nagranie w serwisie {provider === "youtube" ? "YouTube" : "Vimeo"}
          </a>
        </figcaption>
      ) : null}
    </figure>
  );
}

function NativeMedia({ source, startAt }: { source: PlayerSource; startAt: number }) {
  const provider = providerOf(source);
  if (provider !== "html5") {
    const { src } = source.sources[0]!;
    return (
      <div className="plyr__video-embed">
        <iframe
          src={embedUrl(provider, src, startAt)}
          title={source.title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          loading="lazy"
        />
      </div>
    );
  }
  const Media = source.type;
  // The browser keeps the box before anything loads (no inline style: CSP).
  const [width, height] = source.ratio.split(":").map(Number) as [number, number];
  return (
    <Media
      width={width * 40}
      height={height * 40}
      controls
      preload="metadata"
      playsInline
      poster={source.type === "video" ? source.poster : undefined}
      autoPlay={source.autoplay}
      data-poster={source.poster}
    >
      {source.sources.map((item) => (
        <source
          key={item.src}
          src={startAt > 0 ? `${item.src}#t=${startAt}` : item.src}
          type={item.type}
          {...(item.size ? { size: item.size } : {})}
        />
      ))}
      {source.tracks.map((track) => (
        <track
          key={track.src}
          kind={track.kind}
          label={track.label}
          srcLang={track.srcLang}
          src={track.src}
          default={track.default}
        />
      ))}
      <p>
        Ta przeglądarka nie odtwarza wideo. <a href={source.sources[0]!.src}>Pobierz nagranie</a>.
      </p>
    </Media>
  );
}

export function embedUrl(provider: "youtube" | "vimeo", id: string, startAt = 0): string {
  const start = Math.floor(startAt);
  return provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0&modestbranding=1&iv_load_policy=3${start > 0 ? `&start=${start}` : ""}`
    : `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1&byline=0&portrait=0&title=0${start > 0 ? `#t=${start}s` : ""}`;
}

/** The video on its provider's own site. */
export function watchUrl(provider: "youtube" | "vimeo", id: string): string {
  return provider === "youtube"
    ? `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
    : `https://vimeo.com/${encodeURIComponent(id)}`;
}
