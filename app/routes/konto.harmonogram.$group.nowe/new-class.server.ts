import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";

import { createScheduleItem } from "~/areas/schedule/api/schedule.server";
import { classTimeLabel } from "~/areas/schedule/schedule";
import { requireScheduleGroup } from "~/areas/schedule/schedule.server";
import { SCHEDULE_ITEM_FIELDS, SCHEDULE_ITEM_FORM, scheduleItemSchema } from "~/areas/schedule/schedule-item.form";
import { CLASS_DURATION_DEFAULT_MINUTES } from "~/lib/contract/constants";
import { formRefused, readForm } from "~/lib/forms/forms.server";
import { jsonWithSession, redirectWithToast } from "~/lib/responses.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { session, group, season } = await requireScheduleGroup(request, params, "scheduleAddingAvailable");
  const kept = await session.takeKeptForm();
  const declared = group.girlsCount + group.boysCount > 0;
  return jsonWithSession(session, {
    group: group.groupNumber,
    season,
    restored: kept !== null,
    defaults: kept ?? {
      duration_minutes: CLASS_DURATION_DEFAULT_MINUTES,
      place: group.defaultClassesPlace,
      girls_count: declared ? group.girlsCount : undefined,
      boys_count: declared ? group.boysCount : undefined,
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { session, group, season } = await requireScheduleGroup(request, params, "scheduleAddingAvailable", {
    restoresFields: SCHEDULE_ITEM_FIELDS,
  });
  const formData = await readForm(request);
  const result = await withZod(scheduleItemSchema(season)).validate(formData);
  if (result.error) return validationError({ ...result.error, formId: SCHEDULE_ITEM_FORM }, result.submittedData);
  try {
    // The submission key is the Idempotency-Key: a resent form adds the class once.
    await createScheduleItem(session, { group: group.groupNumber, ...result.data }, formData);
  } catch (error) {
    return formRefused(session, error, result.submittedData, {
      formId: SCHEDULE_ITEM_FORM,
      fields: SCHEDULE_ITEM_FIELDS,
    });
  }
  return redirectWithToast(session, `/konto/harmonogram/${group.groupNumber}`, {
    success: `Dodano zajęcia: ${classTimeLabel(result.data.datetime)}.`,
  });
}
