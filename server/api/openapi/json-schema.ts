// The shared form rules are opaque zod transforms, so each is described here by what it accepts.
import { z } from "zod";

import {
  bankAccount,
  CLASS_DURATIONS,
  classDuration,
  email,
  isoDate,
  isoDateTime,
  ordinaryName,
  password,
  personName,
  pesel,
  phone,
  postalCode,
  required,
  requiredCheckbox,
  valuesOffered,
  wholeNumberRange,
} from "../../../app/lib/validation";

export type JsonSchema = Record<string, unknown>;

const SHARED_RULES = new Map<z.ZodTypeAny, JsonSchema>([
  [required, { type: "string", minLength: 1 }],
  [email, { type: "string", format: "email" }],
  [
    password,
    { type: "string", minLength: 8, maxLength: 30, description: "Małe i wielkie litery, cyfra i znak specjalny" },
  ],
  [pesel, { type: "string", pattern: "^\\d{11}$", description: "PESEL z poprawną cyfrą kontrolną" }],
  [postalCode, { type: "string", pattern: "^\\d{2}-?\\d{3}$", examples: ["00-950"] }],
  [phone, { type: "string", examples: ["600 700 800"], description: "Trzy grupy po trzy cyfry" }],
  [
    bankAccount,
    {
      type: "string",
      description: "NRB: 26 cyfr (spacje i prefiks PL dozwolone)",
      examples: ["61 1090 1014 0000 0712 1981 2874"],
    },
  ],
  [isoDate, { type: "string", format: "date" }],
  [
    isoDateTime,
    { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2})?$", examples: ["2026-03-12T14:30"] },
  ],
  [personName, { type: "string", description: "Litery, spacje i łączniki" }],
  [ordinaryName, { type: "string", description: "Litery, cyfry, spacje i łączniki" }],
  [
    classDuration,
    {
      type: "integer",
      enum: [...CLASS_DURATIONS],
      description: "Minuty; bez tego pola 60 dla nowych zajęć, a przy zmianie bez zmiany",
    },
  ],
  [requiredCheckbox, { oneOf: [{ const: true }, { enum: ["on", "true"] }], description: "Musi być zaznaczone" }],
]);

function withDescription(schema: z.ZodTypeAny, json: JsonSchema): JsonSchema {
  return schema.description ? { ...json, description: schema.description } : json;
}

export function toJsonSchema(schema: z.ZodTypeAny): JsonSchema {
  const shared = SHARED_RULES.get(schema);
  if (shared) return shared;
  const offered = valuesOffered(schema);
  if (offered) return withDescription(schema, { type: "string", enum: [...offered] });
  const range = wholeNumberRange(schema);
  if (range) return withDescription(schema, { type: "integer", ...range });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const def = schema._def as { typeName: z.ZodFirstPartyTypeKind } & Record<string, any>;
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodObject: {
      const shape = (schema as z.ZodObject<z.ZodRawShape>).shape;
      const properties: Record<string, JsonSchema> = {};
      const requiredKeys: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        properties[key] = toJsonSchema(value);
        if (!value.isOptional()) requiredKeys.push(key);
      }
      const json: JsonSchema = { type: "object", properties };
      if (requiredKeys.length > 0) json.required = requiredKeys;
      if (def.catchall && def.catchall._def.typeName !== z.ZodFirstPartyTypeKind.ZodNever)
        json.additionalProperties = toJsonSchema(def.catchall);
      return withDescription(schema, json);
    }
    case z.ZodFirstPartyTypeKind.ZodString: {
      const json: JsonSchema = { type: "string" };
      for (const check of def.checks as { kind: string; value?: number; regex?: RegExp }[]) {
        if (check.kind === "max") json.maxLength = check.value;
        if (check.kind === "min") json.minLength = check.value;
        if (check.kind === "regex") json.pattern = check.regex!.source;
        if (check.kind === "datetime") json.format = "date-time";
      }
      return withDescription(schema, json);
    }
    case z.ZodFirstPartyTypeKind.ZodNumber: {
      const json: JsonSchema = { type: "number" };
      for (const check of def.checks as { kind: string; value?: number; inclusive?: boolean }[]) {
        if (check.kind === "int") json.type = "integer";
        if (check.kind === "min") json[check.inclusive === false ? "exclusiveMinimum" : "minimum"] = check.value;
        if (check.kind === "max") json[check.inclusive === false ? "exclusiveMaximum" : "maximum"] = check.value;
      }
      return withDescription(schema, json);
    }
    case z.ZodFirstPartyTypeKind.ZodBoolean:
      return withDescription(schema, { type: "boolean" });
    case z.ZodFirstPartyTypeKind.ZodLiteral:
      return withDescription(schema, { const: def.value });
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return withDescription(schema, { type: "string", enum: def.values });
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const json: JsonSchema = { type: "array", items: toJsonSchema(def.type) };
      if (def.minLength) json.minItems = def.minLength.value;
      if (def.maxLength) json.maxItems = def.maxLength.value;
      return withDescription(schema, json);
    }
    case z.ZodFirstPartyTypeKind.ZodUnion:
      return withDescription(schema, { anyOf: (def.options as z.ZodTypeAny[]).map(toJsonSchema) });
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodDefault:
      return withDescription(schema, toJsonSchema(def.innerType));
    case z.ZodFirstPartyTypeKind.ZodNullable:
      return withDescription(schema, { anyOf: [toJsonSchema(def.innerType), { type: "null" }] });
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return withDescription(schema, toJsonSchema(def.schema));
    case z.ZodFirstPartyTypeKind.ZodPipeline: {
      // The input side is what a client sends; the output side's constraints add to it.
      const input = toJsonSchema(def.in);
      const output = toJsonSchema(def.out);
      return withDescription(
        schema,
        Object.keys(input).length === 0 ? output : { ...output, ...input, ...pick(output, ["maxLength", "minLength"]) },
      );
    }
    default:
      return withDescription(schema, {});
  }
}

function pick(json: JsonSchema, keys: string[]): JsonSchema {
  return Object.fromEntries(keys.filter((key) => key in json).map((key) => [key, json[key]]));
}
