import { useEffect, useRef, useState } from "react";
import type Plyr from "plyr";

import { providerOf, type PlayerSource } from "~/lib/player-source";

import { playerErrorMessage } from "./player-errors";
import { plyrOptions, type PlayerSettings } from "./plyr-options";

import "./video-player.css";

interface VideoPlayerProps {
  source: PlayerSource;
  settings: PlayerSettings;
}

/**
 * A training video (SPEC §2). The server renders what plays without any
 * script: a native `<video controls>` with Polish captions, or the
 * provider's privacy-enhanced embed. In the browser it becomes Plyr, loaded
 * by a dynamic import, so no other page carries a byte of it; leaving the
 * page destroys the player with its listeners.
 */
export function VideoPlayer({ source, settings }: VideoPlayerProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const media = host.current?.firstElementChild as HTMLElement | null;
    if (!media) return;
    let player: Plyr | undefined;
    let left = false;
    void import("plyr").then(({ default: Plyr }) => {
      if (left) return;
      player = new Plyr(media, plyrOptions(settings));
      // Plyr 3.8 gives its download link aria-pressed, which a link may not have (axe: aria-allowed-attr).
      player.on("ready", () => player?.elements.buttons.download?.removeAttribute("aria-pressed"));
      // Plyr keeps the provider's error on its media (not in its types): YouTube's code, or the element's MediaError.
      player.on("error", () => setFailure(playerErrorMessage((player as unknown as { media?: unknown }).media)));
    });
    return () => {
      left = true;
      player?.destroy();
    };
    // One player per page: the page is keyed by its training, so a new video is a new component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <figure className="video-player">
      <div ref={host} className="video-player__media">
        <NativeMedia source={source} />
      </div>
      {failure ? (
        <p className="video-player__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </figure>
  );
}

/** What the server sends: it plays without JavaScript. */
function NativeMedia({ source }: { source: PlayerSource }) {
  const provider = providerOf(source);
  if (provider !== "html5") {
    const { src } = source.sources[0]!;
    return (
      <div className="plyr__video-embed">
        <iframe
          src={embedUrl(provider, src)}
          title={source.title}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          loading="lazy"
        />
      </div>
    );
  }
  const Media = source.type;
  // Width and height in the video's ratio: the browser keeps its box before anything loads (no inline style: CSP).
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
        <source key={item.src} src={item.src} type={item.type} {...(item.size ? { size: item.size } : {})} />
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

/** YouTube through its privacy-enhanced domain, Vimeo without tracking. */
export function embedUrl(provider: "youtube" | "vimeo", id: string): string {
  return provider === "youtube"
    ? `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?rel=0&modestbranding=1&iv_load_policy=3`
    : `https://player.vimeo.com/video/${encodeURIComponent(id)}?dnt=1&byline=0&portrait=0&title=0`;
}
