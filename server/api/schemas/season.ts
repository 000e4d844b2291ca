// Request bodies of the season, places, group-count and shared group fields.
import { z } from "zod";
import { maxLength, optionalField, required } from "../../../app/lib/validation";
import { fitsInGroup, GROUP_MESSAGES, MAX_GROUPS_PER_CLUB, MAX_PUPILS_PER_GROUP } from "../../domain/groups";

/** A group is named by its number within the teacher's club (1, 2, …). */
export const groupNumber = z.coerce.number({ invalid_type_error: "Wprowadź liczbę." }).int().min(1).max(99);

export const pupilCount = z.coerce.number().int().min(0).max(MAX_PUPILS_PER_GROUP);

const place = optionalField(required.pipe(maxLength(200)));

/** `groups`: how many groups (2), or the list of groups with their usual places. */
export const seasonEnrollBody = z.object({
  groups: z.union([
    z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_GROUPS_PER_CLUB)
      .transform((count) =>
        Array.from({ length: count }, () => ({ default_classes_place: undefined as string | undefined })),
      ),
    z
      .array(z.object({ default_classes_place: place }))
      .min(1)
      .max(MAX_GROUPS_PER_CLUB),
  ]),
});

export const seasonPlacesBody = z
  .array(z.object({ group_number: groupNumber, default_classes_place: required.pipe(maxLength(200)) }))
  .min(1)
  .max(MAX_GROUPS_PER_CLUB);

export const groupCountsBody = z
  .array(
    z
      .object({ group_number: groupNumber, girls_count: pupilCount, boys_count: pupilCount })
      .refine((group) => fitsInGroup(group.girls_count, group.boys_count), {
        message: GROUP_MESSAGES.tooManyPupils,
        path: ["boys_count"],
      }),
  )
  .min(1)
  .max(MAX_GROUPS_PER_CLUB);
