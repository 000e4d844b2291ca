import { randomUUID } from "node:crypto";

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { withZod } from "@remix-validated-form/with-zod";
import { validationError } from "remix-validated-form";
import type { z } from "zod";

import { getClubEnrollment } from "~/areas/club/api/club.server";
import { createScheduleItem, createSeriesClass } from "~/areas/schedule/api/schedule.server";
import { classTimeLabel } from "~/areas/schedule/schedule";
import { requireScheduleGroup } from "~/areas/schedule/schedule.server";
import { SCHEDULE_ITEM_FIELDS, SCHEDULE_ITEM_FORM, scheduleItemSchema } from "~/areas/schedule/schedule-item.form";
import { seriesEndProblem, weeklySeries } from "~/areas/schedule/weekly-series";
import { UpstreamError } from "~/lib/api/errors.server";
import { CLASS_DURATION_DEFAULT_MINUTES } from "~/lib/contract/constants";
import { formatDate } from "~/lib/dates";
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
  const until = String(formData.get("repeat_until") ?? "").trim();
  if (until) return weeklyClasses(session, { group, season, item: result.data, until, formData });
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

type ScheduleGroup = Awaited<ReturnType<typeof requireScheduleGroup>>;
type ScheduleItemInputOf = z.output<ReturnType<typeof scheduleItemSchema>>;

/**
 * A weekly series: first its dates to look at (holidays and the winter break left out, each date removable),
 * then each chosen date saved as an ordinary class, its own Idempotency-Key the form's key and the date.
 */
async function weeklyClasses(
  session: ScheduleGroup["session"],
  {
    group,
    season,
    item,
    until,
    formData,
  }: {
    group: ScheduleGroup["group"];
    season: ScheduleGroup["season"];
    item: ScheduleItemInputOf;
    until: string;
    formData: FormData;
  },
) {
  const lastDay = season.scheduleMaxDate < season.dateEnd ? season.scheduleMaxDate : season.dateEnd;
  const problem = seriesEndProblem(item.datetime.slice(0, 10), until, lastDay);
  if (problem)
    return validationError(
      { fieldErrors: { repeat_until: problem }, formId: SCHEDULE_ITEM_FORM },
      Object.fromEntries(formData),
    );
  // The schedule is open only to an accepted club, so it has a school (and its voivodeship's winter break).
  const club = await getClubEnrollment(session);
  const series = weeklySeries(item.datetime, until, "schoolVoivodeship" in club ? club.schoolVoivodeship : "");
  // The first form's key: each class of the series is saved once under it and its date.
  const key = String(formData.get("submission_key") || randomUUID());
  if (formData.get("intent") !== "save-series")
    return jsonWithSession(session, { series: { item, until, dates: series, key } });

  const chosen = new Set(formData.getAll("date").map(String));
  const dates = series.filter((date) => date.skipped === null && chosen.has(date.datetime));
  const refused: string[] = [];
  for (const { datetime } of dates) {
    try {
      await createSeriesClass(
        session,
        { group: group.groupNumber, ...item, datetime },
        `${key}-${datetime.replace(/\W/g, "")}`,
      );
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500) throw error;
      refused.push(`${classTimeLabel(datetime)}: ${error.message}`);
    }
  }
  const added = dates.length - refused.length;
  const path = `/konto/harmonogram/${group.groupNumber}`;
  if (refused.length > 0)
    return redirectWithToast(session, path, { error: `Dodano zajęć: ${added}. Nie dodano: ${refused.join("; ")}.` });
  return redirectWithToast(session, path, {
    success: `Dodano zajęć: ${added}, co tydzień od ${formatDate(dates[0]!.datetime.slice(0, 10))} do ${formatDate(dates[added - 1]!.datetime.slice(0, 10))}.`,
  });
}
