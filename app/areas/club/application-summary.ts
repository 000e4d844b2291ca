// PESEL and account number reach the page masked to their last digits.
import type { ClubEnrollment } from "~/areas/club/api/club.server";
import { formatDate } from "~/lib/dates";

import {
  ACCEPTANCES,
  CONTRACT_PERIOD_OPTIONS,
  EMPLOYMENT_FORM_OPTIONS,
  optionLabel,
  REMUNERATION_OPTIONS,
} from "./club.form";

export interface SummaryRow {
  label: string;
  value: string;
  masked?: boolean;
}

export interface SummarySection {
  title: string;
  rows: SummaryRow[];
}

const DECLARATIONS = [...ACCEPTANCES.map(({ name }) => name), "absence_in_krk_declaration"].map((name) =>
  name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
);

function visibleEnd(masked: string): string {
  return masked.replace(/^\*+/, "");
}

export function summaryOf(a: ClubEnrollment): SummarySection[] {
  const joined = (...parts: string[]) => parts.filter(Boolean).join(" ");
  const hasContract = a.userContractPeriod !== "";
  const period =
    a.userLimitedPeriodEndDate !== null
      ? `${optionLabel(CONTRACT_PERIOD_OPTIONS, a.userContractPeriod)}, do ${formatDate(a.userLimitedPeriodEndDate)}`
      : optionLabel(CONTRACT_PERIOD_OPTIONS, a.userContractPeriod);
  const declarations = DECLARATIONS.every((name) => (a as unknown as Record<string, unknown>)[name] === true);
  return [
    {
      title: "Szkoła",
      rows: [
        { label: "Nazwa", value: a.schoolName },
        {
          label: "Adres",
          value: `${joined(a.schoolAddress, a.schoolBuildingNumber)}, ${joined(a.schoolPostalCode, a.schoolCity)}`,
        },
        { label: "Województwo", value: a.schoolVoivodeship },
      ],
    },
    {
      title: "Dane osobowe",
      rows: [
        { label: "Imię i nazwisko", value: joined(a.userFirstName, a.userSecondName, a.userLastName) },
        ...(a.userFamilyName ? [{ label: "Nazwisko rodowe", value: a.userFamilyName }] : []),
        { label: "PESEL", value: visibleEnd(a.userPesel), masked: true },
        { label: "Adres e-mail", value: a.userEmail },
        { label: "Telefon", value: a.userPhone },
      ],
    },
    {
      title: "Adres zamieszkania",
      rows: [
        {
          label: "Adres",
          value: `${joined(a.userAddress, a.userApartmentNumber ? `${a.userBuildingNumber}/${a.userApartmentNumber}` : a.userBuildingNumber)}, ${joined(a.userPostalCode, a.userPost)}`,
        },
        { label: "Miejscowość", value: a.userCity },
        { label: "Gmina, powiat, województwo", value: [a.userCommune, a.userDistrict, a.userVoivodeship].join(", ") },
      ],
    },
    {
      title: "Podatek, ubezpieczenie zdrowotne i wypłata",
      rows: [
        { label: "Urząd skarbowy", value: a.userTaxOfficeName },
        { label: "Oddział NFZ", value: a.userNfzDepartment },
        { label: "Numer rachunku bankowego", value: visibleEnd(a.userBankAccount), masked: true },
      ],
    },
    {
      title: "Zatrudnienie poza programem",
      rows: [
        { label: "Forma zatrudnienia", value: optionLabel(EMPLOYMENT_FORM_OPTIONS, a.userEmploymentForm) },
        ...(hasContract
          ? [
              { label: "Okres umowy", value: period },
              { label: "Wynagrodzenie z tej umowy", value: optionLabel(REMUNERATION_OPTIONS, a.userRemuneration) },
            ]
          : []),
      ],
    },
    {
      title: "Oświadczenia",
      rows: [
        {
          label: "Zgody i oświadczenia",
          value: declarations ? "Złożone wszystkie wymagane oświadczenia i zgody" : "Niekompletne",
        },
      ],
    },
  ];
}
