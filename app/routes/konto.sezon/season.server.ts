import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";

import { getClubEnrollment } from "~/areas/club/api/club.server";
import {
  addGroup,
  enrollInSeason,
  getSeasonEnrollment,
  removeGroup,
  updateGroupCounts,
  updateGroupPlaces,
} from "~/areas/season/api/season.server";
import {
  EMPTY_GROUP,
  ENROLMENT_FORM,
  enrolmentSchema,
  GROUP_FIELDS,
  type GroupRow,
  GROUPS_FORM,
  groupsSchema,
} from "~/areas/season/season.form";
import { UpstreamError } from "~/lib/api/errors.server";
import { ClubEnrollmentStatus, MAX_GROUPS_PER_CLUB } from "~/lib/contract/constants";
import type { FormValues } from "~/lib/forms/form-failure";
import { readForm, upstreamFailureStatus, upstreamFieldErrors } from "~/lib/forms/forms.server";
import { requireUser } from "~/lib/guards.server";
import { jsonWithSession, redirectAfterCall, redirectWithToast } from "~/lib/responses.server";

const enrolmentValidator = withZod(enrolmentSchema);
const groupsValidator = withZod(groupsSchema);

/** What a post that finds the session ended keeps for after the login. */
const SEASON_FORM_FIELDS = Array.from({ length: MAX_GROUPS_PER_CLUB }, (_, index) =>
  ["group_number", ...GROUP_FIELDS].map((field) => `groups[${index}].${field}`),
).flat();

function rowsFromValues(values: FormValues): GroupRow[] {
  const rows: Record<string, string>[] = [];
  for (const [name, value] of Object.entries(values)) {
    const match = /^groups\[(\d+)\]\.(\w+)$/.exec(name);
    if (!match || typeof value !== "string") continue;
    const index = Number(match[1]);
    rows[index] = { ...rows[index], [match[2]]: value };
  }
  return Array.from(rows, (row) => (row ?? { ...EMPTY_GROUP }) as GroupRow);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request);
  const setup = await session.setup();
  const [enrollment, club] = await Promise.all([
    getSeasonEnrollment(session),
    setup.hasClubEnrollment ? getClubEnrollment(session) : null,
  ]);
  const kept = await session.takeKeptForm();
  const rows: GroupRow[] = kept
    ? rowsFromValues(kept)
    : enrollment.enrolled
      ? enrollment.groups.map((group) => ({
          group_number: group.groupNumber,
          default_classes_place: group.defaultClassesPlace,
          // Not declared yet: the fields start empty.
          girls_count: group.girlsCount + group.boysCount > 0 ? group.girlsCount : undefined,
          boys_count: group.girlsCount + group.boysCount > 0 ? group.boysCount : undefined,
          disability_group: group.disabilityGroup,
        }))
      : [{ ...EMPTY_GROUP }];
  return jsonWithSession(session, {
    season: enrollment.season,
    enrolled: enrollment.enrolled,
    groups: enrollment.groups,
    groupsInUse: enrollment.groupsInUse,
    clubAccepted: club?.status === ClubEnrollmentStatus.accepted,
    schedulePreviewAvailable: setup.schedulePreviewAvailable,
    // Groups come and go while classes may still be planned (the API says the same).
    groupsChangeable: setup.scheduleAddingAvailable,
    rows,
    restored: kept !== null,
  });
}

/** "groups.0.boys_count" or "0.boys_count" → "groups[0].boys_count"; else the whole form's. */
function fieldErrorsOf(error: UpstreamError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const match = /^(?:groups\.)?(\d+)\.(\w+)$/.exec(name);
    if (match) errors[`groups[${match[1]}].${match[2]}`] ??= messages[0];
  }
  return Object.keys(errors).length > 0 ? errors : upstreamFieldErrors(error, { fields: [] });
}

/** Without JavaScript adding and removing rows come here; with it they never leave the page. */
export async function action({ request }: ActionFunctionArgs) {
  const { session } = await requireUser(request, { restoresFields: SEASON_FORM_FIELDS });
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");

  if (intent === "new-group" || intent === "delete-group") return changeGroups(session, intent, formData);
  if (intent === "add-group" || intent.startsWith("remove-group:")) {
    const { submittedData } = await enrolmentValidator.validate(formData);
    const rows: GroupRow[] = Array.isArray(submittedData?.groups) ? [...submittedData.groups] : [];
    let focus: number;
    if (intent === "add-group") {
      if (rows.length < MAX_GROUPS_PER_CLUB) rows.push({ ...EMPTY_GROUP });
      focus = rows.length - 1;
    } else {
      const index = Number(intent.slice("remove-group:".length));
      if (Number.isInteger(index) && index >= 0 && index < rows.length && rows.length > 1) rows.splice(index, 1);
      focus = Math.min(Math.max(index, 0), rows.length - 1);
    }
    return jsonWithSession(session, { rows, focus });
  }

  return intent === "save-groups" ? saveGroups(session, formData) : enrol(session, formData);
}

type SignedInSession = Awaited<ReturnType<typeof requireUser>>["session"];

/** A group added to the enrolment, or an empty one removed; a refusal is told in a toast. */
async function changeGroups(session: SignedInSession, intent: "new-group" | "delete-group", formData: FormData) {
  const number = Number(formData.get("group"));
  return redirectAfterCall(
    session,
    "/konto/sezon",
    () => (intent === "new-group" ? addGroup(session) : removeGroup(session, number)),
    (enrollment) =>
      intent === "new-group"
        ? `Dodano grupę ${Math.max(...enrollment.groups.map((group) => group.groupNumber))}. Podaj jej miejsce zajęć i liczbę uczniów.`
        : `Usunięto grupę ${number}.`,
  );
}

async function refused(session: SignedInSession, error: unknown, formId: string, values: unknown) {
  if (!(error instanceof UpstreamError)) throw error;
  return validationError({ fieldErrors: fieldErrorsOf(error), formId }, values, {
    status: upstreamFailureStatus(error),
    headers: await session.commit(),
  });
}

async function enrol(session: SignedInSession, formData: FormData) {
  const result = await enrolmentValidator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: ENROLMENT_FORM }, result.submittedData);
  const { groups } = result.data;
  try {
    // The submission key is the Idempotency-Key: a resent form enrols once.
    await enrollInSeason(session, { groups }, formData);
  } catch (error) {
    return refused(session, error, ENROLMENT_FORM, result.submittedData);
  }
  const message =
    groups.length === 1 ? "Zapisano klub na sezon z 1 grupą." : `Zapisano klub na sezon z ${groups.length} grupami.`;
  return redirectWithToast(session, "/konto/sezon", { success: message });
}

async function saveGroups(session: SignedInSession, formData: FormData) {
  const result = await groupsValidator.validate(formData);
  if (result.error) return validationError({ ...result.error, formId: GROUPS_FORM }, result.submittedData);
  const { groups } = result.data;
  try {
    await updateGroupPlaces(
      session,
      groups.map(({ group_number, default_classes_place }) => ({ group_number, default_classes_place })),
    );
    await updateGroupCounts(
      session,
      groups.map(({ group_number, girls_count, boys_count, disability_group }) => ({
        group_number,
        girls_count,
        boys_count,
        disability_group,
      })),
    );
  } catch (error) {
    return refused(session, error, GROUPS_FORM, result.submittedData);
  }
  return redirectWithToast(session, "/konto/sezon", { success: "Zapisano miejsca zajęć i liczebność grup." });
}
