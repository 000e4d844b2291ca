// The office's figures and exports through the BFF: the page reads the
// programme's figures, and an export passes the API's stream on as an
// attachment that no cache keeps.
import * as exportRoute from "~/routes/biuro.eksport.$raport";
import * as figuresRoute from "~/routes/biuro.liczby/figures.server";

import { createActiveClub, createCurrentSeason, createUser } from "../support/api";
import { args, get, logInToOffice, outcome, serveAppFromTestApi } from "../support/bff";

const t = serveAppFromTestApi();
let staff: string;
let seasonId: number;

beforeAll(async () => {
  seasonId = (await createCurrentSeason(t.db)).id;
  await createActiveClub(t.db, t.config, seasonId, 3);
  staff = await logInToOffice(t, (await createUser(t.db, { isStaff: true })).email);
});

describe("the office's figures screen", () => {
  it("shows the current season's figures, and another season when asked", async () => {
    const response = (await figuresRoute.loader(args(get("/biuro/liczby", staff)) as never)) as Response;
    const { figures, fitnessComputedAt, fitnessRecomputing } = await response.json();
    expect(figures.season).toEqual({ id: seasonId, name: "Sezon wiosenny 2026", isCurrent: true });
    // The fitness figures were computed for this view: when, and that nothing newer is on its way.
    expect([Number.isNaN(Date.parse(fitnessComputedAt)), fitnessRecomputing]).toEqual([false, false]);
    expect(figures.seasonFigures).toEqual([
      expect.objectContaining({ voivodeship: "mazowieckie", clubs: 1, groups: 3 }),
    ]);
    const missing = await outcome(async () =>
      figuresRoute.loader(args(get("/biuro/liczby?sezon=999", staff)) as never),
    );
    expect(missing.status).toBe(404);
  });
});

describe("the office's exports", () => {
  const download = (path: string, raport: string) =>
    outcome(async () => exportRoute.loader(args(get(path, staff), { raport }) as never));

  it("pass the API's CSV on as an attachment never cached", async () => {
    const response = await download(`/biuro/eksport/godziny?sezon=${seasonId}&format=csv`, "godziny");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      new RegExp(`^attachment; filename="godziny-sezon-wiosenny-2026-id${seasonId}\\.csv"`),
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toContain("Nazwisko;Imię;E-mail");
  });

  it("answer the 404 page for an export, format or season the office does not have", async () => {
    expect((await download("/biuro/eksport/pesel", "pesel")).status).toBe(404);
    expect((await download("/biuro/eksport/godziny?format=pdf", "godziny")).status).toBe(404);
    expect((await download("/biuro/eksport/godziny?sezon=x", "godziny")).status).toBe(404);
    expect((await download("/biuro/eksport/godziny?sezon=999", "godziny")).status).toBe(404);
  });
});
