import { Checkbox } from "~/components/form/checkbox";
import { MaskedField } from "~/components/form/masked-field";
import { Select } from "~/components/form/select";
import { TextField } from "~/components/form/text-field";
import { TermsHint } from "~/components/site/document-link";

import { POSITIONS, PROFILE_LABELS, TRAINING_LEVELS } from "./profile-fields";

/** The profile's fields, as registration and the profile page ask them; registration also asks the e-mail. */
export function ProfileFormFields({ withEmail = false }: { withEmail?: boolean }) {
  return (
    <>
      <TextField name="firstname" label={PROFILE_LABELS.firstname} autoComplete="given-name" />
      <TextField name="lastname" label={PROFILE_LABELS.lastname} autoComplete="family-name" />
      {withEmail ? (
        <TextField name="email" label={PROFILE_LABELS.email} type="email" autoComplete="email" spellCheck={false} />
      ) : null}
      <MaskedField name="phone" label={PROFILE_LABELS.phone} preset="phone" />
      <TextField name="city" label={PROFILE_LABELS.city} autoComplete="address-level2" />
      <MaskedField name="postal_code" label={PROFILE_LABELS.postal_code} preset="postalCode" />
      <Select name="user_groups1" label={PROFILE_LABELS.user_groups1} options={TRAINING_LEVELS} />
      <Select name="user_groups2" label={PROFILE_LABELS.user_groups2} options={POSITIONS} />
      <Checkbox
        name="user_agreements"
        label="Akceptuję regulamin programu Sport Kluby i kongresu"
        hint={<TermsHint />}
      />
    </>
  );
}
