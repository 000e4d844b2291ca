import { z } from "zod";

import { deepStrict } from "./deep-strict";

describe("deepStrict", () => {
  const item = z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })) });
  const answer = z.object({
    item: item.nullable(),
    items: z.array(item).optional(),
    either: z.union([z.object({ status: z.literal(-1) }), item]),
    trimmed: z.object({ name: z.string() }).transform((value) => value.name),
  });
  const valid = {
    item: { id: 1, tags: [{ name: "a" }] },
    items: [{ id: 2, tags: [] }],
    either: { status: -1 },
    trimmed: { name: "b" },
  };

  it("accepts what the schema declares, with its transforms", () => {
    expect(deepStrict(answer).parse(valid)).toEqual({ ...valid, trimmed: "b" });
  });

  it("refuses an undeclared key at any depth, where the plain schema strips it", () => {
    const extras = [
      { ...valid, extra: true },
      { ...valid, item: { ...valid.item, extra: true } },
      { ...valid, item: { id: 1, tags: [{ name: "a", extra: true }] } },
      { ...valid, items: [{ id: 2, tags: [], extra: true }] },
      { ...valid, either: { status: -1, extra: true } },
      { ...valid, trimmed: { name: "b", extra: true } },
    ];
    for (const value of extras) {
      expect(answer.safeParse(value).success).toBe(true);
      expect(deepStrict(answer).safeParse(value).success).toBe(false);
    }
  });

  it("keeps a catchall: declared extra keys pass, others fail", () => {
    const error = z.object({ detail: z.string().optional() }).catchall(z.array(z.string()));
    expect(deepStrict(error).safeParse({ detail: "x", email: ["zły"] }).success).toBe(true);
    expect(deepStrict(error).safeParse({ email: "zły" }).success).toBe(false);
  });

  it("leaves the original schema as it was", () => {
    deepStrict(item);
    expect(item.safeParse({ id: 1, tags: [], extra: true }).success).toBe(true);
  });
});
