// Sizes of a Sport Klub (DOMAIN.md): a group has at most 20 pupils.

export const MAX_PUPILS_PER_GROUP = 20;
export const MAX_GROUPS_PER_CLUB = 10;

export const GROUP_MESSAGES = {
  tooManyPupils: `Grupa może liczyć najwyżej ${MAX_PUPILS_PER_GROUP} uczniów.`,
} as const;

export function fitsInGroup(girls: number, boys: number): boolean {
  return girls + boys <= MAX_PUPILS_PER_GROUP;
}
