// The club application form (SPEC §3): the contract's rules, plus the file's checks the API makes again.
import { z } from "zod";

import { formatFileSize } from "~/components/form/file-field";
import { DOCUMENTS } from "~/components/site/document-link";
import {
  CLUB_FIELD_LABELS,
  clubEnrollmentFields,
  clubEnrollmentRules,
  CONTRACT_PERIODS,
  EMPLOYMENT_FORMS,
  type EmploymentForm,
  NFZ_DEPARTMENTS,
  PRINCIPAL_CONSENT,
  PRINCIPAL_CONSENT_EXTENSIONS,
  REMUNERATION_LEVELS,
  VOIVODESHIPS,
} from "~/lib/contract/club";
import {
  formatNumberPl,
  hasFileExtension,
  isBlank,
  isFileLike,
  isFileSizeAtMost,
  joinAlternativesPl,
} from "~/lib/validation";

export const CLUB_FORM_ID = "zgloszenie-klubu";

export const CLUB_FORM_LABELS = CLUB_FIELD_LABELS;

export type ClubFormField = keyof typeof CLUB_FORM_LABELS;

/** Never the file: what a post that finds the session ended keeps. */
export const CLUB_FORM_FIELDS = Object.keys(CLUB_FORM_LABELS).filter(
  (name) => name !== PRINCIPAL_CONSENT,
) as ClubFormField[];

export const ACCEPTANCES = [
  {
    name: "terms_accepted",
    label: "Akceptuję regulamin programu Sport Kluby.",
    document: { to: DOCUMENTS.regulations, name: "Regulamin programu" },
  },
  {
    name: "gdpr_accepted",
    label: "Przyjmuję do wiadomości, jak program przetwarza moje dane osobowe (RODO).",
    document: { to: DOCUMENTS.dataProtection, name: "Informacja o przetwarzaniu danych osobowych" },
  },
  {
    name: "consents_collect_authorization_declaration",
    label: "Oświadczam, że dyrekcja szkoły upoważniła mnie do zbierania zgód rodziców i opiekunów prawnych uczniów.",
  },
  {
    name: "childrens_consents_commitment_obtained",
    label:
      "Zobowiązuję się uzyskać zgodę rodzica lub opiekuna prawnego każdego ucznia przed jego udziałem w zajęciach i badaniach sprawności.",
    document: { to: DOCUMENTS.pupilsData, name: "Jak przetwarzamy dane uczniów" },
  },
  {
    name: "registry_of_sexual_offenders_absence",
    label: "Oświadczam, że nie figuruję w Rejestrze Sprawców Przestępstw na Tle Seksualnym.",
  },
  { name: "data_truthfulness_declaration", label: "Oświadczam, że dane podane w zgłoszeniu są prawdziwe." },
] as const satisfies readonly { name: ClubFormField; label: string; document?: { to: string; name: string } }[];

export const KRK_DECLARATION =
  "Oświadczam, że nie figuruję w Krajowym Rejestrze Karnym jako osoba skazana za przestępstwo, które wyklucza pracę z dziećmi, i nie toczy się przeciwko mnie postępowanie o takie przestępstwo.";

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const VOIVODESHIP_OPTIONS = asOptions(VOIVODESHIPS);
export const NFZ_DEPARTMENT_OPTIONS = asOptions(NFZ_DEPARTMENTS);

const EMPLOYMENT_FORM_LABELS: Record<EmploymentForm, string> = {
  "umowa o pracę": "Umowa o pracę (np. w szkole)",
  mianowanie: "Mianowanie (Karta Nauczyciela)",
  "umowa zlecenia": "Umowa zlecenia u innego zleceniodawcy",
  "działalność gospodarcza": "Własna działalność gospodarcza",
  "emerytura lub renta": "Emerytura lub renta",
  "brak innego zatrudnienia": "Brak innego zatrudnienia",
};
export const EMPLOYMENT_FORM_OPTIONS = EMPLOYMENT_FORMS.map((value) => ({
  value,
  label: EMPLOYMENT_FORM_LABELS[value],
}));

export const CONTRACT_PERIOD_OPTIONS = CONTRACT_PERIODS.map((value) => ({
  value,
  label: value === "na czas określony" ? "Na czas określony" : "Na czas nieokreślony",
}));

export const REMUNERATION_OPTIONS = REMUNERATION_LEVELS.map((value) => ({
  value,
  label:
    value === "co najmniej minimalne wynagrodzenie"
      ? "Co najmniej minimalne wynagrodzenie za pracę"
      : "Mniej niż minimalne wynagrodzenie za pracę",
}));

/** The stored value itself when the list no longer has it. */
export function optionLabel(options: readonly { value: string; label: string }[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

export const CONSENT_TYPES_TEXT = joinAlternativesPl(PRINCIPAL_CONSENT_EXTENSIONS.map((ext) => ext.toUpperCase()));

export const CONSENT_FILE_MESSAGES = {
  missing: "Wybierz plik ze zgodą dyrektora szkoły.",
  empty: (name: string) => `Plik „${name}” jest pusty. Wybierz plik ze zgodą dyrektora szkoły.`,
  wrongType: (name: string) => `Plik „${name}” ma niedozwolony format. Wybierz plik ${CONSENT_TYPES_TEXT}.`,
  tooBig: (name: string, bytes: number, maxKb: number) =>
    `Plik „${name}” ma ${sizeOver(bytes)}, a może mieć najwyżej ${formatFileSize(maxKb)}. Wybierz mniejszy plik, np. skan w niższej rozdzielczości.`,
  chooseAgain: "Wybierz plik ponownie: przeglądarka nie zachowuje wybranego pliku, gdy formularz wraca z błędami.",
  chooseNewAgain:
    "Nowy plik nie został zapisany. Wybierz go ponownie albo zostaw pole puste, aby zachować zapisany plik.",
} as const;

/** Rounded up, so it never reads as the limit itself ("5,1 MB", not "5 MB"). */
function sizeOver(bytes: number): string {
  const kb = bytes / 1024;
  return kb >= 1024 ? `${formatNumberPl(Math.ceil((kb / 1024) * 10) / 10)} MB` : `${formatNumberPl(Math.ceil(kb))} KB`;
}

/** On a correction the saved file stays unless another is chosen. */
function consentFile(maxKb: number, required: boolean) {
  return z.unknown().superRefine((value, ctx) => {
    if (isBlank(value) || !isFileLike(value)) {
      if (required) ctx.addIssue({ code: "custom", message: CONSENT_FILE_MESSAGES.missing });
      return;
    }
    if (value.size === 0) ctx.addIssue({ code: "custom", message: CONSENT_FILE_MESSAGES.empty(value.name) });
    else if (!hasFileExtension(value, PRINCIPAL_CONSENT_EXTENSIONS))
      ctx.addIssue({ code: "custom", message: CONSENT_FILE_MESSAGES.wrongType(value.name) });
    else if (!isFileSizeAtMost(value, maxKb))
      ctx.addIssue({ code: "custom", message: CONSENT_FILE_MESSAGES.tooBig(value.name, value.size, maxKb) });
  });
}

export function clubFormSchema({ maxKb, fileRequired }: { maxKb: number; fileRequired: boolean }) {
  return z
    .object({ ...clubEnrollmentFields, [PRINCIPAL_CONSENT]: consentFile(maxKb, fileRequired) })
    .superRefine(clubEnrollmentRules);
}
