import { z } from "zod";

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const isoInstant = z.string().datetime();
/** Wall-clock time in Poland, as datetime-local gives it. */
export const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

export const errorResponse = z
  .object({
    detail: z.string().optional(),
    code: z.union([z.string(), z.array(z.string())]).optional(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.array(z.string()))
  .describe("DRF-shaped error: {detail} for 401/403/404/413/429, {field: [messages]} for 400");

/** A refinement that puts each problem (field → message) on its field. */
export function problemsOnFields<Value>(problemsOf: (value: Value) => Partial<Record<string, string>>) {
  return (value: Value, ctx: z.RefinementCtx): void => {
    for (const [path, message] of Object.entries(problemsOf(value))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message, path: [path] });
    }
  };
}

export const statusOk = z.object({ status: z.literal("OK") });
export const detailResponse = z.object({ detail: z.string() });

/** One page of an office's list and how many rows match in all: no list stops silently at a page. */
export function pagedResponse<Item extends z.ZodTypeAny>(item: Item) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
}

/** The query of an office's search by name, a page at a time. */
export const nameSearchQuery = {
  q: { description: "Szukany tekst (co najmniej 2 znaki)", type: "string" },
  page: "Strona (od 1)",
  sort: { description: "Kolejność: name (A–Ż, domyślnie) lub -name (Ż–A)", type: "string" },
} as const;
