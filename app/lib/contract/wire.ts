// Case mapping by the contract: code speaks camelCase, the wire the contract's snake_case keys. The mapping is
// the schema's own key list, so a key the contract does not name never crosses, and no rule guesses at digits.
import { z } from "zod";

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

export type Camelized<T> = T extends readonly (infer Item)[]
  ? Camelized<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? CamelCase<Key> : Key]: Camelized<T[Key]> }
    : T;

/** The contract's key in code: split at underscores only, as `CamelCase` types it. */
export function camelKey(key: string): string {
  return key
    .split("_")
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}

/** The answer (or body) the schema declares, from the same values under camelCase keys. */
export function toWire<Schema extends z.ZodTypeAny>(
  schema: Schema,
  value: NoInfer<Camelized<z.input<Schema>>>,
): z.input<Schema> {
  return mapped(schema, value, TO_WIRE) as z.input<Schema>;
}

/** A parsed body (or answer) under camelCase keys. */
export function fromWire<Schema extends z.ZodTypeAny>(
  schema: Schema,
  input: NoInfer<z.output<Schema>>,
): Camelized<z.output<Schema>> {
  return mapped(schema, input, FROM_WIRE) as Camelized<z.output<Schema>>;
}

interface Way {
  /** Which side of a schema the values are: what a parse takes, or what it gives. */
  side: "input" | "output";
  source(key: string): string;
  target(key: string): string;
}

const TO_WIRE: Way = { side: "input", source: camelKey, target: (key) => key };
const FROM_WIRE: Way = { side: "output", source: (key) => key, target: camelKey };

function mapped(schema: z.ZodTypeAny, value: unknown, way: Way): unknown {
  if (value === null || value === undefined) return value;
  if (schema instanceof z.ZodObject) {
    if (!isRecord(value)) return value;
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape as z.ZodRawShape)) {
      const item = value[way.source(key)];
      if (item !== undefined) result[way.target(key)] = mapped(field, item, way);
    }
    return result;
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(value) ? value.map((item) => mapped(schema.element, item, way)) : value;
  }
  if (schema instanceof z.ZodRecord) {
    if (!isRecord(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapped(schema.valueSchema, item, way)]));
  }
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion) {
    const option = optionFor(schema.options as z.ZodTypeAny[], value, way);
    return option ? mapped(option, value, way) : value;
  }
  if (schema instanceof z.ZodIntersection) {
    return {
      ...(mapped(schema._def.left, value, way) as object),
      ...(mapped(schema._def.right, value, way) as object),
    };
  }
  const inner = innerOf(schema, way);
  return inner ? mapped(inner, value, way) : value;
}

/** The schema a wrapper holds for this side, or none: a transform's output has no keys to read. */
function innerOf(schema: z.ZodTypeAny, way: Way): z.ZodTypeAny | undefined {
  if (schema instanceof z.ZodEffects) {
    return way.side === "output" && schema._def.effect.type === "transform" ? undefined : schema._def.schema;
  }
  if (schema instanceof z.ZodPipeline) return way.side === "input" ? schema._def.in : schema._def.out;
  if (schema instanceof z.ZodLazy) return schema.schema;
  const def = schema._def as { innerType?: z.ZodTypeAny; type?: z.ZodTypeAny };
  return def.innerType ?? (schema instanceof z.ZodBranded ? def.type : undefined);
}

/**
 * The first option shaped like the value; among several objects, the first whose answer the option accepts
 * (to the wire), or the first that names every key the parsed value has (from it).
 */
function optionFor(options: z.ZodTypeAny[], value: unknown, way: Way): z.ZodTypeAny | undefined {
  const fitting = options.filter((option) => shapeOf(option, way) === shapeOfValue(value));
  if (fitting.length <= 1) return fitting[0];
  const fits =
    way.side === "input"
      ? (option: z.ZodTypeAny) => option.safeParse(mapped(option, value, way)).success
      : (option: z.ZodTypeAny) => namesEveryKey(option, value as Record<string, unknown>);
  return fitting.find(fits) ?? fitting[0];
}

function namesEveryKey(schema: z.ZodTypeAny, value: Record<string, unknown>): boolean {
  const keys = keysOf(schema);
  return keys !== undefined && Object.keys(value).every((key) => keys.has(key));
}

/** An object schema's keys on the parsed side, through its wrappers; none for records and the like. */
function keysOf(schema: z.ZodTypeAny): Set<string> | undefined {
  if (schema instanceof z.ZodObject) return new Set(Object.keys(schema.shape as z.ZodRawShape));
  if (schema instanceof z.ZodIntersection) {
    const left = keysOf(schema._def.left);
    const right = keysOf(schema._def.right);
    return left && right ? new Set([...left, ...right]) : undefined;
  }
  const inner = innerOf(schema, FROM_WIRE);
  return inner ? keysOf(inner) : undefined;
}

type Shape = "object" | "array" | "other";

function shapeOfValue(value: unknown): Shape {
  return Array.isArray(value) ? "array" : isRecord(value) ? "object" : "other";
}

function shapeOf(schema: z.ZodTypeAny, way: Way): Shape {
  if (schema instanceof z.ZodArray) return "array";
  if (
    schema instanceof z.ZodObject ||
    schema instanceof z.ZodRecord ||
    schema instanceof z.ZodIntersection ||
    schema instanceof z.ZodDiscriminatedUnion
  )
    return "object";
  const inner = innerOf(schema, way);
  return inner ? shapeOf(inner, way) : "other";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
