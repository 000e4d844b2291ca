import type Plyr from "plyr";

const EVERY_SECONDS = 15;

/** Issue 14: on an interval, a seek, pause, the end and leaving (keepalive); answers the function that stops it. */
export function reportWatchProgress(player: Plyr, saveUrl: string): () => void {
  let lastSent = 0;
  let lastTick = 0;

  const send = (keepalive = false) => {
    const { duration, currentTime: position } = player;
    if (!Number.isFinite(duration) || duration <= 0 || Math.abs(position - lastSent) < 1) return;
    lastSent = position;
    const body = new URLSearchParams({ position: position.toFixed(1), duration: duration.toFixed(1) });
    // A lost report costs a few seconds of resume, never an error on the page.
    fetch(saveUrl, { method: "POST", body, keepalive, credentials: "same-origin" }).catch(() => undefined);
  };
  const onTimeUpdate = () => {
    const position = player.currentTime;
    if (position < lastTick || position - lastTick >= EVERY_SECONDS) {
      lastTick = position;
      send();
    }
  };
  const onPageHide = () => send(true);

  player.on("timeupdate", onTimeUpdate);
  player.on("seeked", () => send());
  player.on("pause", () => send());
  player.on("ended", () => send());
  window.addEventListener("pagehide", onPageHide);
  return () => {
    send(true);
    window.removeEventListener("pagehide", onPageHide);
  };
}
