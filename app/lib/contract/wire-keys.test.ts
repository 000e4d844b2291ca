// Every key of every answer the API sends is camelCased by the app at run
// time (camelcase-keys) exactly as its type says (wire.ts's CamelCase,
// which splits at underscores only). camelcase-keys also splits where a digit
// meets a letter ("vo2max" → "vo2Max"): such a key would be typed one way and
// read another, undefined on the page with no error anywhere.
import camelcaseKeys from "camelcase-keys";
import type { z } from "zod";

import { OPERATIONS } from "./index";

/** The keys of every object an answer's schema can hold, with where they are. */
function keysOf(schema: z.ZodTypeAny, path: string, found: Map<string, string>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const def = (schema as any)._def;
  switch (def.typeName) {
    case "ZodObject":
      for (const [key, value] of Object.entries(def.shape() as Record<string, z.ZodTypeAny>)) {
        found.set(key, `${path}.${key}`);
        keysOf(value, `${path}.${key}`, found, seen);
      }
      return;
    case "ZodArray":
      return keysOf(def.type, `${path}[]`, found, seen);
    case "ZodRecord":
      return keysOf(def.valueType, `${path}{}`, found, seen);
    case "ZodUnion":
    case "ZodDiscriminatedUnion":
      for (const option of def.options as z.ZodTypeAny[]) keysOf(option, path, found, seen);
      return;
    case "ZodIntersection":
      keysOf(def.left, path, found, seen);
      return keysOf(def.right, path, found, seen);
    case "ZodEffects":
      return keysOf(def.schema, path, found, seen);
    case "ZodPipeline":
      return keysOf(def.out, path, found, seen);
    case "ZodLazy":
      return keysOf(def.getter(), path, found, seen);
    default:
      for (const inner of [def.innerType, def.type].filter(Boolean)) keysOf(inner, path, found, seen);
  }
}

const typedCamelCase = (key: string) => key.replace(/_([a-z0-9])/gi, (_, letter: string) => letter.toUpperCase());

describe("the answers' keys", () => {
  const found = new Map<string, string>();
  for (const op of OPERATIONS) if (op.response) keysOf(op.response, `${op.method} ${op.path}`, found);

  it("are found in every operation's answer", () => {
    expect(found.size).toBeGreaterThan(100);
    expect(found.has("submitted_at")).toBe(true);
  });

  it("are camelCased at run time as their types say", () => {
    const differing = [...found.entries()]
      .filter(([key]) => Object.keys(camelcaseKeys({ [key]: 1 }))[0] !== typedCamelCase(key))
      .map(([key, where]) => `${key} (${where})`);
    expect(differing).toEqual([]);
  });
});
