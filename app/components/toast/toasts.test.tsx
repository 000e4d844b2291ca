// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";

import { MAX_TOASTS, TOAST_DURATION_MS } from "~/lib/contract/constants";

import { toastDuration, type ToastMessage, Toasts } from "./toasts";

const error: ToastMessage = { type: "error", message: "Serwis jest chwilowo niedostępny." };
const success: ToastMessage = { type: "success", message: "Zapisano zmiany w profilu." };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Toasts (SPEC §8–§9)", () => {
  it("renders the server's toast into a status region, so it is read without JavaScript too", () => {
    render(<Toasts toast={success} />);
    expect(screen.getByRole("status").textContent).toContain("Zapisano zmiany w profilu.");
  });

  it("lets a success go after 5000 ms", () => {
    render(<Toasts toast={success} />);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText("Zapisano zmiany w profilu.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Zapisano zmiany w profilu.")).toBeNull();
  });

  it("gives a long toast (a bulk action's summary) the time it takes to read it", () => {
    const message = `Zaakceptowano 12 zgłoszeń. Nie zmieniono 3: ${"Szkoła Podstawowa nr 12 – ma już ten status; ".repeat(3).trim()}`;
    render(<Toasts toast={{ type: "error", message }} />);
    expect(toastDuration({ type: "error", message })).toBeGreaterThan(2 * TOAST_DURATION_MS);
    act(() => vi.advanceTimersByTime(2 * TOAST_DURATION_MS));
    expect(screen.queryByText(message)).not.toBeNull();
    act(() => vi.advanceTimersByTime(toastDuration({ type: "error", message })));
    expect(screen.queryByText(message)).toBeNull();
    expect(toastDuration(success)).toBe(TOAST_DURATION_MS);
  });

  it("keeps an error while the pointer rests on it, then gives it 5000 ms more", () => {
    render(<Toasts toast={error} />);
    const toast = screen.getByText("Serwis jest chwilowo niedostępny.").closest(".toast")!;
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.queryByText("Serwis jest chwilowo niedostępny.")).not.toBeNull();
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText("Serwis jest chwilowo niedostępny.")).toBeNull();
  });

  it("can be closed once JavaScript runs", () => {
    render(<Toasts toast={error} />);
    fireEvent.click(screen.getByRole("button", { name: "Zamknij powiadomienie" }));
    expect(screen.queryByText("Serwis jest chwilowo niedostępny.")).toBeNull();
  });

  it("shows at most 20 at once, dropping the oldest", () => {
    const { rerender } = render(<Toasts toast={{ type: "info", message: "Powiadomienie 0" }} />);
    for (let n = 1; n <= 25; n++) rerender(<Toasts toast={{ type: "info", message: `Powiadomienie ${n}` }} />);
    expect(MAX_TOASTS).toBe(20);
    expect(document.querySelectorAll(".toast")).toHaveLength(20);
    expect(screen.queryByText("Powiadomienie 5")).toBeNull();
    expect(screen.queryByText("Powiadomienie 6")).not.toBeNull();
    expect(screen.queryByText("Powiadomienie 25")).not.toBeNull();
  });
});
