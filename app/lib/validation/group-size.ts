// How many pupils a group may have (DOMAIN.md): a form rule and an API rule.
import { MAX_PUPILS_PER_GROUP } from "../contract/constants";

export const GROUP_MESSAGES = {
  tooManyPupils: `Grupa może liczyć najwyżej ${MAX_PUPILS_PER_GROUP} uczniów.`,
} as const;

export function fitsInGroup(girls: number, boys: number): boolean {
  return girls + boys <= MAX_PUPILS_PER_GROUP;
}
