// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";

import { RELOAD_GUARD_MS } from "~/lib/contract/constants";

import { reloadIsGuarded, VersionCheck } from "./version-check";

describe("reloadIsGuarded", () => {
  it("allows one reload per 10 s", () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadIsGuarded(null, 50_000)).toBe(false);
    expect(reloadIsGuarded(45_000, 50_000)).toBe(true);
    expect(reloadIsGuarded(40_000, 50_000)).toBe(false);
  });
});

describe("VersionCheck", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    (window as { __remixManifest?: { version: string } }).__remixManifest = { version: "aaaa1111" };
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  function deployed(version: string) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ version }))),
    );
  }

  it("stays silent while the deployed build is the running one", async () => {
    deployed("aaaa1111");
    render(<VersionCheck intervalSeconds={60} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledWith("/wersja", expect.anything());
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("offers a reload after a deployment, and reloads at most once per 10 s", async () => {
    deployed("bbbb2222");
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    render(<VersionCheck intervalSeconds={60} />);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole("status").textContent).toContain("Dostępna jest nowa wersja platformy.");

    fireEvent.click(screen.getByRole("button", { name: "Odśwież stronę" }));
    fireEvent.click(screen.getByRole("button", { name: "Odśwież stronę" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
