// Committed changes to sessions and accounts, told to every instance by the database's NOTIFY.
// Why: docs/decisions/019-sessions-verified-in-process.md
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { log } from "../log";

/** Migration 0023's triggers notify here: `s:<session id>` and `u:<user id>`. */
export const CHANGES_CHANNEL = "sk_changes";

/** A change committed this long ago has been seen here, or nothing is trusted from memory. */
export const STALENESS_BOUND_MS = 1000;
const BEAT_EVERY_MS = 200;
const RECONNECT_AFTER_MS = 500;
/** Its `application_name`, as pg_stat_activity shows it. */
export const LISTENER_NAME = "sport-kluby-changes";

export type ChangeListener = (payload: string) => void;

export interface ChangeFeed {
  /** True while every change committed `STALENESS_BOUND_MS` ago or earlier has reached the listeners. */
  fresh(): boolean;
  /**
   * Moves on every change and every lost connection: what was read before a
   * change began must not be kept after it.
   */
  generation(): number;
  /** `"reset"`: notifications may have been lost; forget everything. */
  subscribe(listener: (payload: string | "reset") => void): () => void;
  /** Resolves once every change committed before the call has reached the listeners (or the feed is down). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

class Listeners {
  private readonly listeners = new Set<(payload: string | "reset") => void>();
  generation = 0;

  subscribe(listener: (payload: string | "reset") => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  tell(payload: string | "reset"): void {
    this.generation++;
    for (const listener of this.listeners) listener(payload);
  }
}

/**
 * One process on PGlite: a notification is handed to the listeners before the
 * statement that committed it returns, so nothing is ever stale.
 */
export async function pgliteChanges(client: PGlite): Promise<ChangeFeed> {
  const listeners = new Listeners();
  const unlisten = await client.listen(CHANGES_CHANNEL, (payload) => listeners.tell(payload));
  return {
    fresh: () => true,
    generation: () => listeners.generation,
    subscribe: (listener) => listeners.subscribe(listener),
    settled: () => Promise.resolve(),
    close: () => unlisten(),
  };
}

/**
 * PostgreSQL: a connection of its own listens, and sends itself a beat every
 * `BEAT_EVERY_MS`. Notifications reach a listener in commit order, so a beat
 * sent at t coming back means every change committed before t has been seen:
 * the feed is fresh until t + `STALENESS_BOUND_MS`. A lost connection resets
 * the listeners and is opened again.
 */
export function postgresChanges(url: string): ChangeFeed {
  const listeners = new Listeners();
  const beats = new Map<string, { sentAt: number; arrived: () => void }>();
  let freshUntil = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let beatTimer: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let connecting: Promise<void> = Promise.resolve();
  let sequence = 0;
  const self = `beat:${process.pid}:${Math.random().toString(36).slice(2)}:`;

  function lost(from: pg.Client) {
    if (client !== from) return;
    client = null;
    freshUntil = 0;
    clearInterval(beatTimer);
    for (const { arrived } of beats.values()) arrived();
    beats.clear();
    listeners.tell("reset");
    from.end().catch(() => undefined);
    if (!closed) reconnectTimer = setTimeout(reconnect, RECONNECT_AFTER_MS).unref();
  }

  function reconnect() {
    connecting = connect();
  }

  function beat(): Promise<void> {
    const current = client;
    if (!current) return Promise.resolve();
    const payload = self + String(++sequence);
    return new Promise<void>((resolve) => {
      beats.set(payload, { sentAt: performance.now(), arrived: resolve });
      current.query("SELECT pg_notify($1, $2)", [CHANGES_CHANNEL, payload]).catch(() => lost(current));
    });
  }

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: LISTENER_NAME });
    next.on("error", () => lost(next));
    next.on("end", () => lost(next));
    next.on("notification", ({ channel, payload = "" }) => {
      if (channel !== CHANGES_CHANNEL) return;
      const mine = beats.get(payload);
      if (mine) {
        beats.delete(payload);
        freshUntil = Math.max(freshUntil, mine.sentAt + STALENESS_BOUND_MS);
        mine.arrived();
      } else if (!payload.startsWith("beat:")) {
        listeners.tell(payload);
      }
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      log.warn({ err: { message: (error as Error).message } }, "the change feed could not listen; retrying");
      next.removeAllListeners("end");
      await next.end().catch(() => undefined);
      if (!closed) reconnectTimer = setTimeout(reconnect, RECONNECT_AFTER_MS).unref();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    // Whatever changed while no one listened is unknown: forget it all.
    listeners.tell("reset");
    beatTimer = setInterval(() => void beat(), BEAT_EVERY_MS).unref();
    void beat();
  }

  reconnect();
  return {
    fresh: () => performance.now() < freshUntil,
    generation: () => listeners.generation,
    subscribe: (listener) => listeners.subscribe(listener),
    settled: beat,
    async close() {
      closed = true;
      clearInterval(beatTimer);
      clearTimeout(reconnectTimer);
      // A connection being opened ends itself once it sees `closed`.
      await connecting;
      const current = client;
      client = null;
      freshUntil = 0;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => undefined);
      }
    },
  };
}
