/**
 * A value the app reuses for a short while instead of asking the API on
 * every view: for answers that are the same for every visitor and change
 * rarely (the congress cities, the home page's next items). A load that
 * fails is not kept, so the next view asks again.
 */
export function keptFor<Value>(ms: number) {
  const kept = new Map<string, { until: number; value: Promise<Value> }>();
  const reuse = (key: string, load: () => Promise<Value>, now = Date.now()): Promise<Value> => {
    const entry = kept.get(key);
    if (entry && entry.until > now) return entry.value;
    for (const [old, { until }] of kept) if (until <= now) kept.delete(old);
    const value = load();
    kept.set(key, { until: now + ms, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
  /** A change made through this app: the next view asks the API again (for one key, or every key). */
  const forget = (key?: string) => void (key === undefined ? kept.clear() : kept.delete(key));
  return Object.assign(reuse, { forget });
}
