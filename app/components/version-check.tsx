import { useEffect, useState } from "react";

import { RELOAD_GUARD_MS } from "~/lib/contract/constants";

import "./floating-notice.css";

/** SPEC §9: a broken deployment cannot trap a page in a reload loop. */
const LAST_RELOAD_KEY = "wf-last-version-reload";

function runningVersion(): string | undefined {
  return (window as { __remixManifest?: { version?: string } }).__remixManifest?.version;
}

export function reloadIsGuarded(lastReload: number | null, now: number): boolean {
  return lastReload !== null && now - lastReload < RELOAD_GUARD_MS;
}

export function VersionCheck({ intervalSeconds }: { intervalSeconds: number }) {
  const [outdated, setOutdated] = useState(false);

  useEffect(() => {
    const running = runningVersion();
    if (!running || intervalSeconds <= 0) return;
    const timer = setInterval(async () => {
      try {
        const response = await fetch("/wersja", { headers: { Accept: "application/json" }, cache: "no-store" });
        const { version } = (await response.json()) as { version?: string };
        if (version && version !== running) setOutdated(true);
      } catch {
        // Offline or restarting: the next poll will tell.
      }
    }, intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [intervalSeconds]);

  if (!outdated) return null;

  const reload = () => {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY)) || null;
    if (reloadIsGuarded(last, Date.now())) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    window.location.reload();
  };

  return (
    <div className="floating-notice" role="status">
      <p>Dostępna jest nowa wersja platformy.</p>
      <button type="button" className="button" onClick={reload}>
        Odśwież stronę
      </button>
    </div>
  );
}
