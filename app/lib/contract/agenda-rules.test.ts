import fc from "fast-check";

import {
  type AgendaItemSignUpState,
  canJoinAgendaItem,
  canWaitForAgendaItem,
  hasRegistrationEnded,
  hasRegistrationStarted,
  isAnySeatAvailable,
  joinRefusal,
  seatsToPromote,
  WAIT_REFUSAL_MESSAGES,
  waitRefusal,
} from "./agenda-rules";
import { REGISTRATION_END_DEFAULT, REGISTRATION_START_DEFAULT, SEAT_LIMIT_DEFAULT } from "./constants";

const now = new Date("2026-05-10T10:00:00Z");
const open: AgendaItemSignUpState = {
  signUpEnabled: true,
  signUpLimit: 10,
  signUpDatetimeStart: new Date("2026-05-01T00:00:00Z"),
  signUpDatetimeEnd: new Date("2026-05-20T00:00:00Z"),
  participantsCount: 3,
  userRegistered: false,
};

describe("defaults of SPEC §9", () => {
  it("are years 2000 and 3000 and 9999999 seats", () => {
    expect(new Date(REGISTRATION_START_DEFAULT).getUTCFullYear()).toBe(2000);
    expect(new Date(REGISTRATION_END_DEFAULT).getUTCFullYear()).toBe(3000);
    expect(SEAT_LIMIT_DEFAULT).toBe(9999999);
  });

  it("make an item without window or limit open", () => {
    const item = {
      ...open,
      signUpLimit: null,
      signUpDatetimeStart: null,
      signUpDatetimeEnd: null,
      participantsCount: 9999998,
    };
    expect(hasRegistrationStarted(item, now)).toBe(true);
    expect(hasRegistrationEnded(item, now)).toBe(false);
    expect(isAnySeatAvailable(item)).toBe(true);
    expect(isAnySeatAvailable({ ...item, participantsCount: 9999999 })).toBe(false);
  });
});

describe("joinRefusal", () => {
  it("lets a user join an open item with seats", () => {
    expect(joinRefusal(open, now)).toBeNull();
    expect(canJoinAgendaItem(open, now)).toBe(true);
  });

  it.each([
    ["already_registered", { userRegistered: true }],
    ["sign_up_disabled", { signUpEnabled: false }],
    ["not_started", { signUpDatetimeStart: new Date("2026-05-10T10:00:01Z") }],
    ["ended", { signUpDatetimeEnd: new Date("2026-05-10T09:59:59Z") }],
    ["no_seats", { participantsCount: 10 }],
  ] as const)("refuses with %s", (reason, change) => {
    expect(joinRefusal({ ...open, ...change }, now)).toBe(reason);
    expect(canJoinAgendaItem({ ...open, ...change }, now)).toBe(false);
  });

  it("counts the window's edges as open", () => {
    expect(canJoinAgendaItem({ ...open, signUpDatetimeStart: now, signUpDatetimeEnd: now }, now)).toBe(true);
  });

  it("never allows joining a full item, whatever else holds", () => {
    fc.assert(
      fc.property(fc.nat(100), fc.nat(100), fc.boolean(), (limit, count, enabled) => {
        const item = { ...open, signUpLimit: limit, participantsCount: count, signUpEnabled: enabled };
        if (count >= limit) expect(canJoinAgendaItem(item, now)).toBe(false);
      }),
    );
  });
});

describe("waitRefusal", () => {
  const full = { ...open, participantsCount: 10, userWaiting: false };

  it("lets a user wait for a full item in its window", () => {
    expect(waitRefusal(full, now)).toBeNull();
    expect(canWaitForAgendaItem(full, now)).toBe(true);
  });

  it.each([
    ["already_registered", { userRegistered: true }],
    ["already_waiting", { userWaiting: true }],
    ["sign_up_disabled", { signUpEnabled: false }],
    ["not_started", { signUpDatetimeStart: new Date("2026-05-10T10:00:01Z") }],
    ["ended", { signUpDatetimeEnd: new Date("2026-05-10T09:59:59Z") }],
    ["seat_available", { participantsCount: 9 }],
  ] as const)("refuses with %s", (reason, change) => {
    expect(waitRefusal({ ...full, ...change }, now)).toBe(reason);
    expect(canWaitForAgendaItem({ ...full, ...change }, now)).toBe(false);
  });

  it("has a Polish message for every refusal", () => {
    for (const message of Object.values(WAIT_REFUSAL_MESSAGES)) expect(message).toMatch(/^[A-ZŁŚ].+\.$/u);
  });
});

describe("seatsToPromote", () => {
  const item = {
    signUpEnabled: true,
    signUpLimit: 10,
    participantsCount: 8,
    datetimeStart: new Date("2026-05-12T08:00:00Z"),
  };

  it("fills the free seats, no more than are waiting", () => {
    expect(seatsToPromote(item, 5, now)).toBe(2);
    expect(seatsToPromote(item, 1, now)).toBe(1);
    expect(seatsToPromote(item, 0, now)).toBe(0);
  });

  it("promotes nobody on a full item, after the start, or with sign-up off", () => {
    expect(seatsToPromote({ ...item, participantsCount: 10 }, 3, now)).toBe(0);
    expect(seatsToPromote({ ...item, participantsCount: 12 }, 3, now)).toBe(0);
    expect(seatsToPromote({ ...item, datetimeStart: now }, 3, now)).toBe(0);
    expect(seatsToPromote({ ...item, signUpEnabled: false }, 3, now)).toBe(0);
  });

  it("counts a missing limit as SPEC §9's 9999999 seats", () => {
    expect(seatsToPromote({ ...item, signUpLimit: null }, 4, now)).toBe(4);
  });

  it("never fills past the limit (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 60 }),
        (limit, participants, waiting) => {
          const promoted = seatsToPromote(
            { ...item, signUpLimit: limit, participantsCount: participants },
            waiting,
            now,
          );
          expect(promoted).toBeGreaterThanOrEqual(0);
          expect(promoted).toBeLessThanOrEqual(waiting);
          expect(participants + promoted).toBeLessThanOrEqual(Math.max(limit, participants));
        },
      ),
    );
  });
});
