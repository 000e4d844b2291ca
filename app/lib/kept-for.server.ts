/** For answers the same for every visitor that change rarely; a failed load is not kept. */
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
  const forget = (key?: string) => void (key === undefined ? kept.clear() : kept.delete(key));
  return Object.assign(reuse, { forget });
}
