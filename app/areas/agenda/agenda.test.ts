import { afterIntent, type AgendaItem, expertsLine, groupByDay, seatsLeft, signUpStatus, withSignUp } from "./agenda";

const item: AgendaItem = {
  id: 3,
  name: "Warsztaty: gry ruchowe w klasach I–III",
  datetimeStart: "2026-12-12T13:00:00.000Z",
  datetimeEnd: "2026-12-12T14:30:00.000Z",
  part: "workshop",
  place: "Sala gimnastyczna nr 2",
  hasContent: false,
  participantsCount: 20,
  signUpLimit: 25,
  signUpEnabled: true,
  signUpDatetimeStart: null,
  signUpDatetimeEnd: "2026-12-10T22:59:00.000Z",
  waitingCount: 0,
  experts: [],
};

describe("agenda display", () => {
  const now = new Date("2026-12-01T12:00:00Z");

  it("counts seats left, and none for an unlimited item", () => {
    expect(seatsLeft(item)).toBe(5);
    expect(seatsLeft({ ...item, participantsCount: 30 })).toBe(0);
    expect(seatsLeft({ ...item, signUpLimit: 9_999_999 })).toBeNull();
  });

  it("says what a visitor can expect of signing up, in Warsaw time", () => {
    expect(signUpStatus(withSignUp(item, now))).toBe("Zostało 5 z 25 miejsc, zapisy do 10.12.2026, 23:59");
    expect(signUpStatus(withSignUp({ ...item, participantsCount: 25 }, now))).toBe("Brak miejsc");
    expect(signUpStatus(withSignUp({ ...item, participantsCount: 25, waitingCount: 4 }, now))).toBe(
      "Brak miejsc, lista oczekujących: 4",
    );
    expect(
      signUpStatus(withSignUp({ ...item, signUpLimit: 1, participantsCount: 0, signUpDatetimeEnd: null }, now)),
    ).toBe("Zostało 1 z 1 miejsca");
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

  it("offers the waiting list only on a full item in its window, to someone not on it", () => {
    const full = { ...item, participantsCount: 25, userRegistered: false, waitingPosition: null };
    expect(withSignUp(full, now)).toMatchObject({ canJoin: false, canWait: true });
    expect(withSignUp({ ...full, waitingPosition: 2 }, now).canWait).toBe(false);
    expect(withSignUp({ ...full, userRegistered: true }, now).canWait).toBe(false);
    expect(withSignUp({ ...full, participantsCount: 24 }, now).canWait).toBe(false);
    expect(withSignUp({ ...full, signUpDatetimeEnd: "2026-11-30T10:00:00Z" }, now).canWait).toBe(false);
  });

  it("shows each request's outcome before the API answers", () => {
    const mine = { ...item, userRegistered: false, waitingPosition: null };
    expect(afterIntent(mine, "join")).toMatchObject({ userRegistered: true, participantsCount: 21 });
    expect(afterIntent({ ...mine, userRegistered: true }, "leave")).toMatchObject({
      userRegistered: false,
      participantsCount: 19,
    });
    expect(afterIntent({ ...mine, waitingCount: 3 }, "wait")).toMatchObject({ waitingPosition: 4, waitingCount: 4 });
    expect(afterIntent({ ...mine, waitingCount: 4, waitingPosition: 2 }, "unwait")).toMatchObject({
      waitingPosition: null,
      waitingCount: 3,
    });
    expect(signUpStatus(withSignUp(afterIntent(mine, "join"), now))).toBe(
      "Zostało 4 z 25 miejsc, zapisy do 10.12.2026, 23:59",
    );
  });

  it("names who leads an item, moderators first", () => {
    expect(expertsLine([])).toBeNull();
    expect(
      expertsLine([
        { slug: "a", name: "Anna Lis", title: "dr", role: "speaker" },
        { slug: "b", name: "Jan Wrona", title: "prof.", role: "moderator" },
        { slug: "c", name: "Ewa Sowa", title: "", role: "speaker" },
      ]),
    ).toBe("Moderacja: Jan Wrona; wystąpienia: Anna Lis, Ewa Sowa");
    expect(expertsLine([{ slug: "a", name: "Anna Lis", title: "dr", role: "speaker" }])).toBe("Wystąpienia: Anna Lis");
  });
});
