import type Plyr from "plyr";

/** While playing, where the teacher is goes to the server this often (seconds of video). */
const EVERY_SECONDS = 15;

/**
 * Tells the server where the teacher is in the video (issue 14: resume, and
 * "watched" at 90 %): every 15 s of playing, after a seek, on pause and at the
 * end, and as the page is left (a keepalive request outlives the page).
 * Answers the function that stops it, sending the last position.
 */
export function reportWatchProgress(player: Plyr, saveUrl: string): () => void {
  // The start needs no report: nothing was watched yet.
  let lastSent = 0;
  let lastTick = 0;

  const send = (keepalive = false) => {
    const { duration, currentTime: position } = player;
    if (!Number.isFinite(duration) || duration <= 0 || Math.abs(position - lastSent) < 1) return;
    lastSent = position;
    const body = new URLSearchParams({ position: position.toFixed(1), duration: duration.toFixed(1) });
    // Progress is a convenience: a lost report costs a few seconds of resume, never an error on the page.
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
