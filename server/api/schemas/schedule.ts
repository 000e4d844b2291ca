// Request bodies of the schedule.
import { z } from "zod";
import { isoDateTime, maxLength, required } from "../../../app/lib/validation";
import { fitsInGroup, GROUP_MESSAGES } from "../../domain/groups";
import { groupNumber, pupilCount } from "./season";

export const scheduleItemBody = z
  .object({
    group: groupNumber,
    datetime: isoDateTime,
    place: required.pipe(maxLength(200)),
    topic: required.pipe(maxLength(300)),
    girls_count: pupilCount,
    boys_count: pupilCount,
  })
  .refine((item) => fitsInGroup(item.girls_count, item.boys_count), {
    message: GROUP_MESSAGES.tooManyPupils,
    path: ["boys_count"],
  });

export const cancelBody = z.object({ cancellation_reason: z.string().max(500).optional().default("") });
