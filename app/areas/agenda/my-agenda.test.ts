import { agendaSummary, freshPromotions, type MyAgendaStanding, promotionNotice, standingLabel } from "./my-agenda";

const SEAT: MyAgendaStanding = {
  name: "Debata ekspertów",
  datetimeStart: "2026-06-12T08:00:00.000Z",
  userRegistered: true,
  waitingPosition: null,
  promotedAt: null,
  event: { city: "Warszawa" },
};
const PROMOTED = { ...SEAT, promotedAt: "2026-06-01T10:00:00.000Z" };
const WAITING = { ...SEAT, userRegistered: false, waitingPosition: 2 };

it("names the teacher's standing on an item", () => {
  expect(standingLabel(SEAT)).toBe("Masz zapis");
  expect(standingLabel(PROMOTED)).toBe("Masz zapis z listy oczekujących");
  expect(standingLabel(WAITING)).toBe("Lista oczekujących: miejsce 2");
});

it("tells of seats from the waiting list only until the item starts", () => {
  const before = new Date("2026-06-12T07:59:00Z");
  expect(freshPromotions([SEAT, PROMOTED, WAITING], before)).toEqual([PROMOTED]);
  expect(freshPromotions([PROMOTED], new Date("2026-06-12T08:00:00Z"))).toEqual([]);
  expect(promotionNotice(PROMOTED)).toBe(
    "Zwolniło się miejsce: masz zapis na „Debata ekspertów” (12.06.2026, 10:00, Warszawa).",
  );
});

it("sums the agenda up in Polish numbers", () => {
  expect(agendaSummary([])).toBe("Nie masz jeszcze zapisów na punkty programu kongresu.");
  expect(agendaSummary([SEAT])).toBe("Masz zapis na 1 punkt programu.");
  expect(agendaSummary([SEAT, PROMOTED, WAITING])).toBe(
    "Masz zapis na 2 punkty programu. Na liście oczekujących czekasz na 1 punkt programu.",
  );
  expect(agendaSummary(Array(5).fill(WAITING))).toBe("Na liście oczekujących czekasz na 5 punktów programu.");
});
