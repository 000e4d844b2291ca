import type { z } from "zod";

/** The messages of a schema's safeParse, in order: none when it passed. */
export const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);
