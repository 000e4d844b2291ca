import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { validationError } from "remix-validated-form";

import { changePassword, updateProfile } from "~/areas/account/api/account.server";
import { reminderSettings, saveReminderSettings } from "~/areas/account/api/reminders.server";
import {
  PASSWORD_CHANGE_FORM,
  PASSWORD_CHANGE_LABELS as PASSWORD_LABELS,
  passwordChangeValidator as passwordValidator,
} from "~/areas/account/password-change.form";
import { PROFILE_FORM, PROFILE_FORM_FIELDS, PROFILE_LABELS, profileValidator } from "~/areas/account/profile.form";
import { ProfileFormFields } from "~/areas/account/profile-form-fields";
import {
  REMINDER_CHOICES,
  REMINDERS_FORM,
  reminderSettingsOf,
  remindersValidator,
  tickedReminders,
} from "~/areas/account/reminders.form";
import { CheckboxGroup } from "~/components/form/checkbox-group";
import { ErrorSummary } from "~/components/form/error-summary";
import { KeptNotice } from "~/components/form/kept-notice";
import { SubmitButton } from "~/components/form/submit-button";
import { TextField } from "~/components/form/text-field";
import { ValidatedForm } from "~/components/form/validated-form";
import { logIn } from "~/lib/api/auth.server";
import type { Profile } from "~/lib/api/profile.server";
import { TERMS_AGREEMENT_ID } from "~/lib/contract/constants";
import { sendKeepingDraft, skipRevalidationAfterNetworkFailure } from "~/lib/forms/form-draft";
import { formRefused, readForm } from "~/lib/forms/forms.server";
import { requireUser } from "~/lib/guards.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";
import type { RouteHandle } from "~/lib/route-handle";
import type { Session } from "~/lib/session.server";

import "~/areas/account/account.css";

export const handle: RouteHandle = { title: "Edycja profilu", siteMap: "Konto" };
export { AccountErrorBoundary as ErrorBoundary } from "~/areas/account/account-error-boundary";

/** The form's starting values: the profile's editable fields, nothing else of the account. */
function profileFormValues(profile: Profile) {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    phone: profile.phone,
    city: profile.city,
    postal_code: profile.postalCode,
    user_groups1: profile.userGroups1,
    user_groups2: profile.userGroups2,
    user_agreements: profile.userAgreements.includes(TERMS_AGREEMENT_ID) ? (true as const) : undefined,
  };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, profile } = await requireUser(request);
  // What was typed when the session ended wins over what is stored: the teacher checks it and saves.
  const [kept, reminders] = await Promise.all([session.takeKeptForm(), reminderSettings(session)]);
  return jsonWithSession(session, {
    email: profile.email,
    defaults: kept ?? profileFormValues(profile),
    restored: kept !== null,
    reminders: tickedReminders(reminders),
  });
}

/** What is typed in the profile stays on the device until saved (ValidatedForm's draft). */
export const clientAction = sendKeepingDraft;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export async function action({ request }: ActionFunctionArgs) {
  const { session, profile } = await requireUser(request, { restoresFields: PROFILE_FORM_FIELDS });
  const formData = await readForm(request);
  if (formData.get("subaction") === REMINDERS_FORM) return saveReminders(session, formData);
  const changingPassword = formData.get("subaction") === "haslo";
  const result = await (changingPassword ? passwordValidator : profileValidator).validate(formData);
  const values = changingPassword ? {} : result.submittedData;
  if (result.error) return validationError(result.error, values);

  try {
    if (changingPassword) {
      const data = result.data as { old_password: string; new_password1: string; new_password2?: string };
      await changePassword(session, {
        old_password: data.old_password,
        new_password1: data.new_password1,
        new_password2: data.new_password2 ?? "",
      });
      // The API ends every session of the account on a password change; this one continues with the new password.
      const remember = session.idleTimeoutSeconds === null;
      session.start((await logIn({ email: profile.email, password: data.new_password1, remember })).tokens);
      return redirectWithToast(session, "/konto/edycja-profilu", { success: "Hasło zostało zmienione." });
    }
    const data = result.data as Record<string, string>;
    await updateProfile(session, {
      firstname: data.firstname,
      lastname: data.lastname,
      phone: data.phone,
      city: data.city,
      postal_code: data.postal_code,
      user_groups1: data.user_groups1,
      user_groups2: data.user_groups2,
      user_agreements: [TERMS_AGREEMENT_ID],
    });
    return redirectWithToast(session, "/konto/edycja-profilu", { success: "Zapisano zmiany w profilu." });
  } catch (error) {
    return formRefused(session, error, values, {
      formId: changingPassword ? PASSWORD_CHANGE_FORM : PROFILE_FORM,
      fields: changingPassword ? Object.keys(PASSWORD_LABELS) : PROFILE_FORM_FIELDS,
    });
  }
}

async function saveReminders(session: Session, formData: FormData) {
  const result = await remindersValidator.validate(formData);
  if (result.error) return validationError(result.error, result.submittedData);
  try {
    await saveReminderSettings(session, reminderSettingsOf(result.data.reminders));
  } catch (error) {
    return formRefused(session, error, result.submittedData, { formId: REMINDERS_FORM, fields: ["reminders"] });
  }
  return redirectWithToast(session, "/konto/edycja-profilu", { success: "Zapisano ustawienia przypomnień." });
}

export default function ProfileEditPage() {
  const { email, defaults, restored, reminders } = useLoaderData<typeof loader>();

  return (
    <div className="account-forms">
      <h1>Edycja profilu</h1>
      <p>
        Adres <span className="nowrap">e-mail</span> konta: <strong>{email}</strong>. Aby go zmienić, napisz do nas.
      </p>

      <section aria-labelledby="dane-profilu">
        <h2 id="dane-profilu">Dane profilu</h2>
        <KeptNotice shown={restored} typed="changes" save="profil" />
        <ValidatedForm
          id={PROFILE_FORM}
          validator={profileValidator}
          method="post"
          noValidate
          defaultValues={defaults}
          draft
        >
          <ErrorSummary labels={PROFILE_LABELS} />
          <ProfileFormFields />
          <input type="hidden" name="subaction" value="profil" />
          <SubmitButton pendingLabel="Zapisywanie…">Zapisz profil</SubmitButton>
        </ValidatedForm>
      </section>

      <section aria-labelledby="zmiana-hasla">
        <h2 id="zmiana-hasla">Zmiana hasła</h2>
        <ValidatedForm id={PASSWORD_CHANGE_FORM} validator={passwordValidator} method="post" noValidate>
          <ErrorSummary labels={PASSWORD_LABELS} />
          <TextField
            name="old_password"
            label={PASSWORD_LABELS.old_password}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            name="new_password1"
            label={PASSWORD_LABELS.new_password1}
            hint="Od 8 do 30 znaków, w tym mała i wielka litera, cyfra oraz znak specjalny, np. ! lub #."
            type="password"
            autoComplete="new-password"
          />
          <TextField
            name="new_password2"
            label={PASSWORD_LABELS.new_password2}
            type="password"
            autoComplete="new-password"
          />
          <input type="hidden" name="subaction" value="haslo" />
          <SubmitButton pendingLabel="Zmienianie…">Zmień hasło</SubmitButton>
        </ValidatedForm>
      </section>

      <section aria-labelledby="przypomnienia-naglowek">
        <h2 id="przypomnienia-naglowek">
          Przypomnienia <span className="nowrap">e-mailem</span>
        </h2>
        <ValidatedForm
          id={REMINDERS_FORM}
          validator={remindersValidator}
          method="post"
          noValidate
          defaultValues={{ reminders }}
        >
          <CheckboxGroup
            name="reminders"
            legend="Wysyłaj mi"
            hint="Odznacz, czego nie chcesz dostawać. Wiadomości o decyzjach biura przychodzą zawsze."
            options={REMINDER_CHOICES}
          />
          <input type="hidden" name="subaction" value={REMINDERS_FORM} />
          <SubmitButton pendingLabel="Zapisywanie…">Zapisz przypomnienia</SubmitButton>
        </ValidatedForm>
      </section>
    </div>
  );
}
