import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";

import {
  cancelScheduleItem,
  deleteScheduleItem,
  getScheduleItem,
  restoreScheduleItem,
  updateScheduleItem,
} from "~/areas/schedule/api/schedule.server";
import { CANCELLATION_FORM, cancellationSchema } from "~/areas/schedule/cancellation.form";
import { classSpan, nowInPoland } from "~/areas/schedule/schedule";
import { requireScheduleGroup } from "~/areas/schedule/schedule.server";
import { SCHEDULE_ITEM_FIELDS, SCHEDULE_ITEM_FORM, scheduleItemSchema } from "~/areas/schedule/schedule-item.form";
import { asksDeletion } from "~/components/deletion";
import { asErrorResponse } from "~/lib/api/errors.server";
import { formRefused, readForm } from "~/lib/forms/forms.server";
import { requireFound } from "~/lib/not-found";
import { jsonWithSession, redirectAfterCall, redirectWithToast } from "~/lib/responses.server";
import { numberParam } from "~/lib/route-params";
import type { Session } from "~/lib/session.server";

async function requireClass(session: Session, groupNumber: number, id: number) {
  const item = await getScheduleItem(session, id).catch(asErrorResponse);
  requireFound(item.group === groupNumber);
  return item;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = numberParam(params, "id");
  const { session, setup, group, season } = await requireScheduleGroup(request, params, "schedulePreviewAvailable");
  const item = await requireClass(session, group.groupNumber, id);
  const kept = await session.takeKeptForm();
  return jsonWithSession(session, {
    group: group.groupNumber,
    season,
    item,
    now: nowInPoland(new Date()),
    adding: { scheduleAddingAvailable: setup.scheduleAddingAvailable, scheduleMaxDate: setup.scheduleMaxDate },
    restored: kept !== null,
    asksDeletion: asksDeletion(request),
    defaults: kept ?? {
      datetime: item.datetime,
      duration_minutes: item.durationMinutes,
      place: item.place,
      topic: item.topic,
      girls_count: item.girlsCount,
      boys_count: item.boysCount,
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = numberParam(params, "id");
  const { session, group, season } = await requireScheduleGroup(request, params, "schedulePreviewAvailable", {
    restoresFields: SCHEDULE_ITEM_FIELDS,
  });
  await requireClass(session, group.groupNumber, id);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = `/konto/harmonogram/${group.groupNumber}/${id}`;

  if (intent === "delete") {
    return redirectAfterCall(
      session,
      `/konto/harmonogram/${group.groupNumber}`,
      () => deleteScheduleItem(session, id),
      (deleted) => `Usunięto zajęcia: ${classSpan(deleted).day}, ${deleted.datetime.slice(11, 16)}.`,
      { refusedTo: here },
    );
  }

  if (intent === "restore") {
    return redirectAfterCall(session, here, () => restoreScheduleItem(session, id), "Przywrócono zajęcia.");
  }

  if (intent === "cancel") {
    const result = await withZod(cancellationSchema).validate(formData);
    if (result.error) return validationError({ ...result.error, formId: CANCELLATION_FORM }, result.submittedData);
    try {
      await cancelScheduleItem(session, id, result.data);
    } catch (error) {
      return formRefused(session, error, result.submittedData, {
        formId: CANCELLATION_FORM,
        fields: ["cancellation_reason"],
      });
    }
    return redirectWithToast(session, here, { success: "Odwołano zajęcia." });
  }

  const result = await withZod(scheduleItemSchema(season)).validate(formData);
  if (result.error) return validationError({ ...result.error, formId: SCHEDULE_ITEM_FORM }, result.submittedData);
  try {
    await updateScheduleItem(session, id, { group: group.groupNumber, ...result.data });
  } catch (error) {
    return formRefused(session, error, result.submittedData, {
      formId: SCHEDULE_ITEM_FORM,
      fields: SCHEDULE_ITEM_FIELDS,
    });
  }
  return redirectWithToast(session, here, { success: "Zapisano zmiany w zajęciach." });
}
