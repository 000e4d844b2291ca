import { keptFor } from "./kept-for.server";

/** Values kept for a second, and a load that answers how many times it has been called. */
function keptWithCountedLoads() {
  let loads = 0;
  return { kept: keptFor<number>(1000), load: async () => ++loads };
}

describe("keptFor", () => {
  it("reuses a value for its time per key, then loads it again", async () => {
    const { kept, load } = keptWithCountedLoads();
    expect(await kept("warszawa", load, 0)).toBe(1);
    expect(await kept("warszawa", load, 999)).toBe(1);
    expect(await kept("krakow", load, 999)).toBe(2);
    expect(await kept("warszawa", load, 1000)).toBe(3);
  });

  it("keeps no failure: the next call asks again", async () => {
    const kept = keptFor<string>(1000);
    await expect(kept("a", () => Promise.reject(new Error("API down")), 0)).rejects.toThrow("API down");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await kept("a", async () => "ok", 1)).toBe("ok");
  });

  it("forgets a key when told, so a change made through the app shows at once", async () => {
    const { kept, load } = keptWithCountedLoads();
    expect(await kept("warszawa", load, 0)).toBe(1);
    expect(await kept("krakow", load, 0)).toBe(2);
    kept.forget("warszawa");
    expect(await kept("warszawa", load, 1)).toBe(3);
    expect(await kept("krakow", load, 1)).toBe(2);
    kept.forget();
    expect(await kept("krakow", load, 2)).toBe(4);
  });
});
