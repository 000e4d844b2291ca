import { z } from "zod";

import { MAX_GROUPS_PER_CLUB } from "~/lib/contract/constants";
import { checkGroupSize, groupNumber, groupPlace } from "~/lib/contract/season";
import { pupilCount } from "~/lib/validation";

/** Held to DOMAIN.md's group-size rule as the API (`checkGroupSize`); a ticked box where the API takes a boolean. */

/** The action tells by them which form its errors belong to. */
export const ENROLMENT_FORM = "zapis-na-sezon";
export const GROUPS_FORM = "grupy";

const ticked = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

const groupShape = {
  default_classes_place: groupPlace,
  girls_count: pupilCount,
  boys_count: pupilCount,
  disability_group: ticked,
};

export const GROUP_FIELDS = ["default_classes_place", "girls_count", "boys_count", "disability_group"] as const;

export const enrolmentSchema = z.object({
  groups: z
    .array(z.object(groupShape).superRefine(checkGroupSize))
    .min(1, "Dodaj co najmniej jedną grupę.")
    .max(MAX_GROUPS_PER_CLUB, `Klub może mieć najwyżej ${MAX_GROUPS_PER_CLUB} grup.`),
});

export const groupsSchema = z.object({
  groups: z
    .array(z.object({ group_number: groupNumber, ...groupShape }).superRefine(checkGroupSize))
    .min(1)
    .max(MAX_GROUPS_PER_CLUB),
});

export interface GroupRow {
  group_number?: number;
  default_classes_place?: string;
  girls_count?: number;
  boys_count?: number;
  disability_group?: boolean;
}

export const EMPTY_GROUP: GroupRow = { default_classes_place: "" };

export function groupLabels(count: number, numberOf: (index: number) => number = (index) => index + 1) {
  const labels: Record<string, string> = {};
  for (let index = 0; index < count; index++) {
    const n = numberOf(index);
    labels[`groups[${index}].default_classes_place`] = `Grupa ${n} – miejsce zajęć`;
    labels[`groups[${index}].girls_count`] = `Grupa ${n} – liczba dziewcząt`;
    labels[`groups[${index}].boys_count`] = `Grupa ${n} – liczba chłopców`;
  }
  return labels;
}
