type PartOf<A, K extends string> = A extends { [P in K]: infer V } ? V : never;

/** One part of an action's answer that comes in several shapes: the part named, or null when this answer has none. */
export function answerPart<A, K extends string>(answer: A | undefined, key: K): PartOf<A, K> | null {
  if (!answer || typeof answer !== "object" || !(key in answer)) return null;
  return (answer as Record<K, PartOf<A, K>>)[key];
}
