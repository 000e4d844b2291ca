import type { z } from "zod";

/** The messages of a schema's safeParse, in order: none when it passed. */
export const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

/** A field's rule as its check and its zod schema, which must agree. */
export interface Rule<Value = string> {
  isValid: (value: Value) => boolean;
  schema: z.ZodTypeAny;
}

/** Each value passes the rule's check, and its schema gives it back as it was (typed between spaces when `padded`). */
export function itAcceptsEach(rule: Rule, values: string[], { padded = false } = {}) {
  it.each(values)("accepts %s", (value) => {
    expect(rule.isValid(value)).toBe(true);
    expect(rule.schema.parse(padded ? ` ${value} ` : value)).toBe(value);
  });
}

/** Each value fails the rule's check, and its schema refuses it with `message` alone. */
export function itRejectsEach<Value>(rule: Rule<Value>, values: Value[], message: string, title = "rejects %s") {
  it.each(values)(title, (value) => {
    expect(rule.isValid(value)).toBe(false);
    expect(messages(rule.schema.safeParse(value))).toEqual([message]);
  });
}
