// Pupil fitness survey: plausible measurement ranges (DOMAIN.md); the window is in setup.ts.

export const SURVEY_MESSAGES = {
  windowClosed: (start: string, end: string) => `Ankiety można dodawać i edytować od ${start} do ${end}.`,
  examinationInFuture: "Data badania nie może być z przyszłości.",
  birthdateAfterExamination: "Data urodzenia musi być wcześniejsza niż data badania.",
  implausibleAge: "Wiek ucznia w dniu badania musi wynosić od 5 do 20 lat.",
} as const;

/** Whole years between two ISO dates. */
export function ageInYears(birthdate: string, on: string): number {
  const [by, bm, bd] = birthdate.split("-").map(Number);
  const [y, m, d] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Problems with the pupil's dates, by field. */
export function surveyDateProblems(
  input: { birthdate: string; examinationDate: string },
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (input.examinationDate > today) problems.examination_date = SURVEY_MESSAGES.examinationInFuture;
  if (input.birthdate >= input.examinationDate) problems.birthdate = SURVEY_MESSAGES.birthdateAfterExamination;
  else {
    const age = ageInYears(input.birthdate, input.examinationDate);
    if (age < 5 || age > 20) problems.birthdate = SURVEY_MESSAGES.implausibleAge;
  }
  return problems;
}

/** The next number in a group's list of surveys. */
export function nextOrdinalNumber(highestSoFar: number | null): number {
  return (highestSoFar ?? 0) + 1;
}

type Pupil = { firstName: string; lastName: string; birthdate: string; sex: string };

/** One pupil across surveys: the same name (letter case and spaces aside), birth date and sex. */
export function pupilKey(survey: Pupil): string {
  return [survey.lastName, survey.firstName]
    .map((part) => part.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("pl"))
    .concat(survey.birthdate, survey.sex)
    .join("|");
}

/** Each survey's pupil, numbered 1, 2, … in the order the pupils first appear. */
export function pupilNumbers<Survey extends Pupil>(surveys: Survey[]): number[] {
  const numbers = new Map<string, number>();
  return surveys.map((survey) => {
    const key = pupilKey(survey);
    if (!numbers.has(key)) numbers.set(key, numbers.size + 1);
    return numbers.get(key)!;
  });
}
