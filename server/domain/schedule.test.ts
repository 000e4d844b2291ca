import { cancelScheduleItem, SCHEDULE_MESSAGES, scheduleItemDeletion, uncancelScheduleItem } from "./schedule";

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

describe("deletion", () => {
  it("deletes a class only before it starts", () => {
    expect(scheduleItemDeletion({ datetime: "2026-03-12T14:30" }, "2026-03-12T14:29")).toEqual({ ok: true });
    for (const now of ["2026-03-12T14:30", "2026-03-12T15:00", "2026-04-01T08:00"])
      expect(scheduleItemDeletion({ datetime: "2026-03-12T14:30" }, now)).toEqual({
        ok: false,
        message: SCHEDULE_MESSAGES.deleteStarted,
      });
  });
});
