// A copy of a zod schema in which every object refuses keys it does not
// declare, however deep: tests replay each API answer through it, so a field
// the contract does not name fails the test that received it.
import { z } from "zod";

export function deepStrict<Schema extends z.ZodTypeAny>(schema: Schema): Schema {
  return strictCopy(schema) as Schema;
}

function strictCopy(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema.shape as z.ZodRawShape).map(([key, value]) => [key, strictCopy(value)]),
    );
    // A catchall (the DRF error's {field: [messages]}) still takes the keys it describes.
    return new z.ZodObject({ ...schema._def, shape: () => shape, catchall: strictCopy(schema._def.catchall) }).strict();
  }
  if (schema instanceof z.ZodArray) return new z.ZodArray({ ...schema._def, type: strictCopy(schema._def.type) });
  if (schema instanceof z.ZodOptional)
    return new z.ZodOptional({ ...schema._def, innerType: strictCopy(schema._def.innerType) });
  if (schema instanceof z.ZodNullable)
    return new z.ZodNullable({ ...schema._def, innerType: strictCopy(schema._def.innerType) });
  if (schema instanceof z.ZodDefault)
    return new z.ZodDefault({ ...schema._def, innerType: strictCopy(schema._def.innerType) });
  if (schema instanceof z.ZodCatch)
    return new z.ZodCatch({ ...schema._def, innerType: strictCopy(schema._def.innerType) });
  if (schema instanceof z.ZodReadonly)
    return new z.ZodReadonly({ ...schema._def, innerType: strictCopy(schema._def.innerType) });
  if (schema instanceof z.ZodBranded) return new z.ZodBranded({ ...schema._def, type: strictCopy(schema._def.type) });
  if (schema instanceof z.ZodEffects)
    return new z.ZodEffects({ ...schema._def, schema: strictCopy(schema._def.schema) });
  if (schema instanceof z.ZodPipeline)
    return new z.ZodPipeline({ ...schema._def, in: strictCopy(schema._def.in), out: strictCopy(schema._def.out) });
  if (schema instanceof z.ZodLazy)
    return new z.ZodLazy({ ...schema._def, getter: () => strictCopy(schema._def.getter()) });
  if (schema instanceof z.ZodUnion)
    return new z.ZodUnion({ ...schema._def, options: schema._def.options.map(strictCopy) });
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const options = (schema.options as z.ZodObject<z.ZodRawShape>[]).map(
      (option) => strictCopy(option) as z.ZodObject<z.ZodRawShape>,
    );
    return z.discriminatedUnion(
      schema.discriminator,
      options as [z.ZodObject<z.ZodRawShape>, ...z.ZodObject<z.ZodRawShape>[]],
    );
  }
  if (schema instanceof z.ZodIntersection)
    return new z.ZodIntersection({
      ...schema._def,
      left: strictCopy(schema._def.left),
      right: strictCopy(schema._def.right),
    });
  if (schema instanceof z.ZodTuple)
    return new z.ZodTuple({
      ...schema._def,
      items: schema._def.items.map(strictCopy),
      rest: schema._def.rest ? strictCopy(schema._def.rest) : null,
    });
  if (schema instanceof z.ZodRecord)
    return new z.ZodRecord({ ...schema._def, valueType: strictCopy(schema._def.valueType) });
  return schema;
}
