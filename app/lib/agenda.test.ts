import { groupByDay, seatsLeft, signUpStatus, withSignUp, type AgendaItem } from "./agenda";

const item: AgendaItem = {
  id: 3,
  name: "Warsztaty: gry ruchowe w klasach I–III",
  datetimeStart: "2026-12-12T13:00:00.000Z",
  datetimeEnd: "2026-12-12T14:30:00.000Z",
  hasContent: false,
  participantsCount: 20,
  signUpLimit: 25,
  signUpEnabled: true,
  signUpDatetimeStart: null,
  signUpDatetimeEnd: "2026-12-10T22:59:00.000Z",
};

describe("agenda display", () => {
  const now = new Date("2026-12-01T12:00:00Z");

  it("counts seats left, and none for an unlimited item", () => {
    expect(seatsLeft(item)).toBe(5);
    expect(seatsLeft({ ...item, participantsCount: 30 })).toBe(0);
    expect(seatsLeft({ ...item, signUpLimit: 9_999_999 })).toBeNull();
  });

  it("says what a visitor can expect of signing up, in Warsaw time", () => {
    expect(signUpStatus(withSignUp(item, now))).toBe("Wolne miejsca: 5 z 25, zapisy do 10.12.2026, 23:59");
    expect(signUpStatus(withSignUp({ ...item, participantsCount: 25 }, now))).toBe("Brak wolnych miejsc");
    expect(signUpStatus(withSignUp({ ...item, signUpEnabled: false }, now))).toBe("Bez zapisów");
    expect(signUpStatus(withSignUp({ ...item, signUpDatetimeEnd: "2026-11-30T10:00:00Z" }, now))).toBe(
      "Zapisy zakończone",
    );
    expect(signUpStatus(withSignUp({ ...item, signUpDatetimeStart: "2026-12-05T07:00:00Z" }, now))).toBe(
      "Zapisy od 05.12.2026, 08:00",
    );
    expect(signUpStatus(withSignUp({ ...item, signUpLimit: 9_999_999, signUpDatetimeEnd: null }, now))).toBe(
      "Zapisy otwarte, bez limitu miejsc",
    );
  });

  it("derives SPEC §3's fields by the API's own rules, as of the given moment", () => {
    expect(withSignUp(item, now)).toMatchObject({
      hasRegistrationStarted: true,
      hasRegistrationEnded: false,
      isAnySeatAvailable: true,
      canJoin: true,
    });
    // Without a window or a limit an item is open (SPEC §4: years 2000 and 3000, 9999999 seats).
    const open = { ...item, signUpDatetimeEnd: null, signUpLimit: 9_999_999, participantsCount: 9_999_998 };
    expect(withSignUp(open, new Date("2999-12-31T00:00:00Z"))).toMatchObject({
      hasRegistrationEnded: false,
      canJoin: true,
    });
    expect(withSignUp({ ...item, userRegistered: true }, now).canJoin).toBe(false);
    expect(withSignUp({ ...item, participantsCount: 25 }, now)).toMatchObject({
      isAnySeatAvailable: false,
      canJoin: false,
    });
    expect(withSignUp({ ...item, signUpDatetimeStart: "2026-12-05T07:00:00Z" }, now)).toMatchObject({
      hasRegistrationStarted: false,
      canJoin: false,
    });
  });

  it("groups items by their Warsaw day in time order", () => {
    const lateEvening = { ...item, id: 4, datetimeStart: "2026-12-12T23:30:00Z", datetimeEnd: "2026-12-13T00:30:00Z" };
    const morning = { ...item, id: 5, datetimeStart: "2026-12-12T08:00:00Z", datetimeEnd: "2026-12-12T09:00:00Z" };
    const days = groupByDay([lateEvening, item, morning]);
    expect(days.map((d) => d.day)).toEqual(["sobota, 12 grudnia 2026", "niedziela, 13 grudnia 2026"]);
    expect(days[0].items.map((i) => i.id)).toEqual([5, 3]);
  });
});
