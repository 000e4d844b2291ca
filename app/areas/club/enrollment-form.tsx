import { withZod } from "@remix-validated-form/with-zod";
import { type ChangeEvent, type ReactNode, useMemo, useState } from "react";

import {
  ACCEPTANCES,
  CLUB_FORM_ID,
  CLUB_FORM_LABELS as LABELS,
  clubFormSchema,
  CONTRACT_PERIOD_OPTIONS,
  EMPLOYMENT_FORM_OPTIONS,
  KRK_DECLARATION,
  NFZ_DEPARTMENT_OPTIONS,
  REMUNERATION_OPTIONS,
  VOIVODESHIP_OPTIONS,
} from "~/areas/club/club.form";
import { Checkbox } from "~/components/form/checkbox";
import { DateField } from "~/components/form/date-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { FileField, formatFileSize } from "~/components/form/file-field";
import { useEngineField } from "~/components/form/form-engine";
import { MaskedField } from "~/components/form/masked-field";
import { RadioGroup } from "~/components/form/radio-group";
import { Select } from "~/components/form/select";
import { SubmissionKey } from "~/components/form/submission-key";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";
import { DocumentLink } from "~/components/site/document-link";
import {
  hasEmploymentContract,
  LIMITED_CONTRACT_PERIOD,
  PRINCIPAL_CONSENT,
  PRINCIPAL_CONSENT_EXTENSIONS,
} from "~/lib/contract/club";
import { formatDate } from "~/lib/dates";
import { useHydrated } from "~/lib/use-hydrated";
import { normalizePesel, peselBirthDate, peselSex } from "~/lib/validation/pesel";
import type { SavedFile } from "~/routes/konto.zgloszenie-klubu/club-enrollment.server";

interface EnrollmentFormProps {
  defaults: Record<string, unknown>;
  savedFile: SavedFile | null;
  maxKb: number;
  correcting: boolean;
}

export function EnrollmentForm({ defaults, savedFile, maxKb, correcting }: EnrollmentFormProps) {
  const validator = useMemo(
    () => withZod(clubFormSchema({ maxKb, fileRequired: savedFile === null })),
    [maxKb, savedFile],
  );
  return (
    <ValidatedForm
      id={CLUB_FORM_ID}
      validator={validator}
      method="post"
      encType="multipart/form-data"
      noValidate
      defaultValues={defaults}
      className="club-form"
    >
      <ErrorSummary labels={LABELS} />

      <Section title="Szkoła, w której powstanie klub">
        <TextField
          name="school_name"
          label="Nazwa szkoły"
          hint="Pełna nazwa, np. Szkoła Podstawowa nr 12 im. Jana Pawła II"
          autoComplete="organization"
        />
        <TextField name="school_address" label="Ulica" hint="Bez numeru, np. ul. Szkolna" autoComplete="off" />
        <TextField name="school_building_number" label="Numer budynku" className="field--short" autoComplete="off" />
        <MaskedField
          name="school_postal_code"
          label="Kod pocztowy"
          preset="postalCode"
          className="field--short"
          autoComplete="off"
        />
        <TextField name="school_city" label="Miejscowość" autoComplete="off" />
        <Select name="school_voivodeship" label="Województwo" options={VOIVODESHIP_OPTIONS} />
      </Section>

      <Section title="Dane osobowe" intro="Do umowy zlecenia, którą zawrzemy po przyjęciu zgłoszenia.">
        <TextField name="user_first_name" label="Imię" autoComplete="given-name" />
        <TextField name="user_second_name" label="Drugie imię (nieobowiązkowe)" autoComplete="additional-name" />
        <TextField name="user_last_name" label="Nazwisko" autoComplete="family-name" />
        <TextField
          name="user_family_name"
          label="Nazwisko rodowe (nieobowiązkowe)"
          hint="Jeśli jest inne niż obecne nazwisko"
          autoComplete="off"
        />
        <PeselField />
        <TextField name="user_email" label="Adres e-mail" type="email" autoComplete="email" spellCheck={false} />
        <MaskedField name="user_phone" label="Telefon" preset="phone" className="field--medium" />
      </Section>

      <Section title="Adres zamieszkania">
        <TextField
          name="user_address"
          label="Ulica"
          hint="Bez numeru; w miejscowości bez ulic wpisz jej nazwę"
          autoComplete="address-line1"
        />
        <TextField name="user_building_number" label="Numer domu" className="field--short" autoComplete="off" />
        <TextField
          name="user_apartment_number"
          label="Numer mieszkania (nieobowiązkowe)"
          className="field--short"
          autoComplete="off"
        />
        <MaskedField name="user_postal_code" label="Kod pocztowy" preset="postalCode" className="field--short" />
        <TextField name="user_post" label="Poczta" hint="Miejscowość urzędu pocztowego z kodem pocztowym" />
        <TextField name="user_city" label="Miejscowość" autoComplete="address-level2" />
        <TextField name="user_commune" label="Gmina" />
        <TextField name="user_district" label="Powiat" />
        <Select
          name="user_voivodeship"
          label="Województwo"
          options={VOIVODESHIP_OPTIONS}
          autoComplete="address-level1"
        />
      </Section>

      <Section title="Podatek, ubezpieczenie zdrowotne i wypłata">
        <TextField
          name="user_tax_office_name"
          label="Urząd skarbowy"
          hint="Właściwy dla miejsca zamieszkania, np. Urząd Skarbowy Warszawa-Śródmieście"
        />
        <Select
          name="user_nfz_department"
          label="Oddział NFZ"
          hint="Oddział Narodowego Funduszu Zdrowia województwa, w którym mieszkasz"
          options={NFZ_DEPARTMENT_OPTIONS}
        />
        <MaskedField
          name="user_bank_account"
          label="Numer rachunku bankowego"
          preset="bankAccount"
          hint="26 cyfr (NRB), np. 61 1090 1014 0000 0712 1981 2874. Na ten rachunek wypłacimy wynagrodzenie."
          className="field--medium"
        />
      </Section>

      <EmploymentSection />

      <Section title="Dokumenty">
        <FileField
          name={PRINCIPAL_CONSENT}
          label="Zgoda dyrektora szkoły"
          hint={
            <>
              Skan lub zdjęcie podpisanej zgody dyrektora na prowadzenie klubu w szkole.{" "}
              {savedFile ? (
                <>
                  Zapisany plik: <SavedFileLink file={savedFile} /> – zostanie zachowany, jeśli nie wybierzesz nowego.
                </>
              ) : (
                "Jeśli formularz wróci z błędami, wybierz plik ponownie."
              )}
            </>
          }
          extensions={PRINCIPAL_CONSENT_EXTENSIONS}
          maxSizeKb={maxKb}
        />
        <Checkbox name="absence_in_krk_declaration" label={KRK_DECLARATION} />
      </Section>

      <Section title="Zgody i oświadczenia">
        {ACCEPTANCES.map((acceptance) => (
          <Checkbox
            key={acceptance.name}
            name={acceptance.name}
            label={acceptance.label}
            hint={
              "document" in acceptance ? (
                <DocumentLink to={acceptance.document.to}>{acceptance.document.name}</DocumentLink>
              ) : undefined
            }
          />
        ))}
      </Section>

      <SubmissionKey />
      <SubmitButton pendingLabel="Wysyłanie…">
        {correcting ? "Wyślij poprawione zgłoszenie" : "Wyślij zgłoszenie"}
      </SubmitButton>
    </ValidatedForm>
  );
}

export function SavedFileLink({ file }: { file: SavedFile }) {
  return (
    <>
      <a href={`/konto/zgloszenie-klubu/plik/${file.id}`} download>
        {file.name}
      </a>{" "}
      ({formatFileSize(Math.max(1, Math.ceil(file.size / 1024)))})
    </>
  );
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{title}</legend>
      {intro ? <p className="form-section__intro">{intro}</p> : null}
      {children}
    </fieldset>
  );
}

function PeselField() {
  const { defaultValue } = useEngineField("user_pesel");
  const [pesel, setPesel] = useState(typeof defaultValue === "string" ? defaultValue : "");
  return (
    <div className="pesel">
      <MaskedField
        name="user_pesel"
        label="PESEL"
        preset="pesel"
        className="field--medium"
        onChange={(event: ChangeEvent<HTMLInputElement>) => setPesel(event.currentTarget.value)}
      />
      <p className="pesel__check" role="status">
        {peselReadBack(pesel)}
      </p>
    </div>
  );
}

function peselReadBack(value: string): string {
  const pesel = normalizePesel(value);
  const birthDate = peselBirthDate(pesel);
  if (!birthDate) return "";
  const sex = peselSex(pesel) === "K" ? "kobieta" : "mężczyzna";
  return `Z numeru PESEL: data urodzenia ${formatDate(birthDate.toISOString())}, płeć: ${sex}. Sprawdź, czy się zgadzają.`;
}

/** Without JavaScript every field shows, with a hint when it applies; the API keeps what applies. */
function EmploymentSection() {
  const hydrated = useHydrated();
  const employmentDefault = useEngineField("user_employment_form").defaultValue;
  const periodDefault = useEngineField("user_contract_period").defaultValue;
  const [employment, setEmployment] = useState(typeof employmentDefault === "string" ? employmentDefault : "");
  const [period, setPeriod] = useState(typeof periodDefault === "string" ? periodDefault : "");
  const contract = hasEmploymentContract(employment);

  function track(event: ChangeEvent<HTMLFieldSetElement>) {
    const control = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    if (control.name === "user_employment_form") setEmployment(control.value);
    if (control.name === "user_contract_period") setPeriod(control.value);
  }

  return (
    <fieldset className="form-section" onChange={track}>
      <legend className="form-section__legend">Zatrudnienie poza programem</legend>
      <p className="form-section__intro">
        Od tego zależą składki ZUS od umowy zlecenia w programie. Wynagrodzenie podajesz tylko w porównaniu z
        minimalnym.
      </p>
      <Select
        name="user_employment_form"
        label="Forma zatrudnienia"
        hint="Główna podstawa, na której pracujesz, np. w szkole"
        options={EMPLOYMENT_FORM_OPTIONS}
      />
      <div hidden={hydrated && !contract}>
        <RadioGroup
          name="user_contract_period"
          legend="Okres umowy"
          hint={hydrated ? undefined : "Tylko przy umowie o pracę, mianowaniu lub umowie zlecenia"}
          options={CONTRACT_PERIOD_OPTIONS}
        />
        <div hidden={hydrated && period !== LIMITED_CONTRACT_PERIOD}>
          <DateField
            name="user_limited_period_end_date"
            label="Umowa zawarta do"
            hint={hydrated ? "Data z umowy" : "Tylko przy umowie na czas określony"}
          />
        </div>
        <RadioGroup
          name="user_remuneration"
          legend="Wynagrodzenie z tej umowy"
          hint={
            hydrated
              ? "Miesięcznie, brutto"
              : "Miesięcznie, brutto. Tylko przy umowie o pracę, mianowaniu lub umowie zlecenia"
          }
          options={REMUNERATION_OPTIONS}
        />
      </div>
    </fieldset>
  );
}
