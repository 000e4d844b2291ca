// DOMAIN.md: one rule for the season form and the API.
import { MAX_PUPILS_PER_GROUP, MIN_PUPILS_PER_DISABILITY_GROUP, MIN_PUPILS_PER_GROUP } from "../contract/constants";
import { invalid, type Rule, rule, valid } from "./core";
import { parseNumber } from "./generic";

export const GROUP_MESSAGES = {
  tooManyPupils: `Grupa może liczyć najwyżej ${MAX_PUPILS_PER_GROUP} uczniów.`,
  pupilCount: `Podaj liczbę całkowitą od 0 do ${MAX_PUPILS_PER_GROUP}.`,
  groupSize: (min: number, total: number) =>
    `Grupa musi liczyć od ${min} do ${MAX_PUPILS_PER_GROUP} uczniów (dziewczęta i chłopcy razem); teraz: ${total}.`,
} as const;

export const GROUP_SIZE_HINT =
  `Grupa liczy od ${MIN_PUPILS_PER_GROUP} do ${MAX_PUPILS_PER_GROUP} uczniów (dziewczęta i chłopcy razem); ` +
  `grupa uczniów z niepełnosprawnościami – od ${MIN_PUPILS_PER_DISABILITY_GROUP} do ${MAX_PUPILS_PER_GROUP}.`;

export const pupilCount: Rule<number> = rule((value) => {
  const number = parseNumber(value);
  return number !== null && Number.isInteger(number) && number >= 0 && number <= MAX_PUPILS_PER_GROUP
    ? valid(number)
    : invalid(GROUP_MESSAGES.pupilCount);
});

export function minimumGroupSize(disabilityGroup: boolean): number {
  return disabilityGroup ? MIN_PUPILS_PER_DISABILITY_GROUP : MIN_PUPILS_PER_GROUP;
}

export function groupSizeProblem(girls: number, boys: number, disabilityGroup: boolean): string | null {
  const total = girls + boys;
  const min = minimumGroupSize(disabilityGroup);
  return total >= min && total <= MAX_PUPILS_PER_GROUP ? null : GROUP_MESSAGES.groupSize(min, total);
}

/** Some may be absent, so no minimum. */
export function fitsInGroup(girls: number, boys: number): boolean {
  return girls + boys <= MAX_PUPILS_PER_GROUP;
}
