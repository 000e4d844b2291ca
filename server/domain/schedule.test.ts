import { SCHEDULE_MESSAGES, cancelScheduleItem, scheduleDateProblem, uncancelScheduleItem } from "./schedule";

const season = { dateStart: "2026-02-01", dateEnd: "2026-06-30", scheduleMaxDate: "2026-06-15" };

describe("scheduleDateProblem", () => {
  it("accepts a class inside the season up to the last schedule date", () => {
    expect(scheduleDateProblem("2026-02-01T08:00", season)).toBeNull();
    expect(scheduleDateProblem("2026-06-15T23:59", season)).toBeNull();
  });

  it("refuses dates outside the season and after the last schedule date", () => {
    expect(scheduleDateProblem("2026-01-31T15:00", season)).toBe(SCHEDULE_MESSAGES.outsideSeason(season));
    expect(scheduleDateProblem("2026-07-01T15:00", season)).toBe(SCHEDULE_MESSAGES.outsideSeason(season));
    expect(scheduleDateProblem("2026-06-16T15:00", season)).toBe("Zajęcia można zaplanować najpóźniej na 2026-06-15.");
  });
});

describe("cancel and uncancel", () => {
  const planned = { status: "planned" as const, cancellationReason: "" };

  it("needs a non-empty reason to cancel, and keeps it trimmed", () => {
    expect(cancelScheduleItem(planned, "   ")).toEqual({
      ok: false,
      message: SCHEDULE_MESSAGES.reasonRequired,
      field: "cancellation_reason",
    });
    expect(cancelScheduleItem(planned, " Wycieczka klasowa ")).toEqual({
      ok: true,
      state: { status: "cancelled", cancellationReason: "Wycieczka klasowa" },
    });
  });

  it("restores a cancelled item and clears the reason", () => {
    const cancelled = { status: "cancelled" as const, cancellationReason: "Choroba" };
    expect(uncancelScheduleItem(cancelled)).toEqual({ ok: true, state: { status: "planned", cancellationReason: "" } });
    expect(uncancelScheduleItem(planned)).toMatchObject({ ok: false });
    expect(cancelScheduleItem(cancelled, "Znowu")).toMatchObject({ ok: false });
  });
});
