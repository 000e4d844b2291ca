import { readFileSync } from "node:fs";

import { eq, sql } from "drizzle-orm";
import fc from "fast-check";

import { createActiveClub, currentSeasonOf, describeOnEachDatabase } from "../../tests/support/api";
import { groupFitnessReport, REPORT_MEASURES, type SurveyForReport } from "../domain/fitness-report";
import { BMI_CATEGORIES } from "../domain/growth";
import { recomputeOnce, seasonFitnessFigures, seasonFitnessOverview } from "./fitness-figures";
import { clubEnrollments, fitnessFiguresSnapshots, groups, surveys, whoGrowthReference } from "./schema";
import { encryptDisability } from "./survey-disability";

/** A pupil's measurements at one survey: each omitted (null) or a plausible value. */
const measurements = fc.record({
  bodyWeight: fc.option(fc.integer({ min: 180, max: 900 }).map((n) => n / 10)),
  bodyHeight: fc.option(fc.integer({ min: 1050, max: 1950 }).map((n) => n / 10)),
  waist: fc.option(fc.integer({ min: 450, max: 1100 }).map((n) => n / 10)),
  beepTest: fc.option(fc.integer({ min: 0, max: 150 })),
  run: fc.option(fc.integer({ min: 1500, max: 3000 }).map((n) => n / 100)),
  stickOverhang: fc.option(fc.integer({ min: 0, max: 600 }).map((n) => n / 10)),
  plank: fc.option(fc.integer({ min: 0, max: 300 })),
});

/** A group's pupils: each surveyed once or twice, some with typing errors or ages beyond the reference. */
const pupils = fc.array(
  fc.record({
    sex: fc.constantFrom("K" as const, "M" as const),
    birthdate: fc.constantFrom("2006-01-31", "2009-06-15", "2012-02-29", "2014-11-03", "2016-05-20", "2021-09-01"),
    first: measurements,
    latest: fc.option(measurements, { nil: undefined }),
  }),
  { minLength: 1, maxLength: 12 },
);

/** Figures to 12 digits: means may differ in their last bits when the database adds them up in another order. */
const rounded = (rows: unknown) =>
  JSON.parse(JSON.stringify(rows, (_, value) => (typeof value === "number" ? Number(value.toPrecision(12)) : value)));

describeOnEachDatabase("the office's fitness figures on %s", (t, driver) => {
  const season = currentSeasonOf(t);

  it("holds the WHO reference exactly as the project's copy of it", async () => {
    const rows = await t.db.select().from(whoGrowthReference);
    expect(rows).toHaveLength(804);
    const line = readFileSync("server/domain/who2007/bfawho2007.txt", "utf8").split("\n")[1]!.split("\t");
    expect(rows).toContainEqual({
      indicator: "bmi-for-age",
      sex: line[0] === "1" ? "M" : "K",
      ageMonths: Number(line[1]),
      l: Number(line[2]),
      m: Number(line[3]),
      s: Number(line[4]),
    });
  });

  it("are, for a club, what its teacher's report says, computed in SQL", async () => {
    await fc.assert(
      fc.asyncProperty(pupils, async (generated) => {
        const { user, groups } = await createActiveClub(t.db, t.config, season.id, 1);
        const group = groups[0]!;
        const rows: SurveyForReport[] = [];
        let ordinal = 0;
        for (const [index, pupil] of generated.entries()) {
          const rounds = pupil.latest ? [pupil.first, pupil.latest] : [pupil.first];
          for (const [round, measured] of rounds.entries()) {
            const [stored] = await t.db
              .insert(surveys)
              .values({
                groupId: group.id,
                ordinalNumber: ++ordinal,
                firstName: `Uczeń ${index}`,
                lastName: "Testowy",
                sex: pupil.sex,
                birthdate: pupil.birthdate,
                examinationDate: round === 0 ? "2025-09-15" : "2026-03-09",
                schoolType: "podstawowa",
                classNumber: 5,
                guardianConsent: true,
                peParticipation: true,
                peEvaluation: 5,
                disabilityEncrypted: encryptDisability(
                  { hasDisabilityCertificate: false, typeOfDisability: "" },
                  t.config.dataEncryptionKey,
                ),
                ...measured,
              })
              .returning();
            rows.push(stored!);
          }
        }
        const [club] = await t.db.select().from(clubEnrollments).where(eq(clubEnrollments.userId, user.id));
        const report = groupFitnessReport(rows);
        const figures = (await seasonFitnessFigures(t.db, season.id)).filter(
          (row) => row.level === "club" && row.club === club!.arrival,
        );
        expect(figures.map((row) => row.sex)).toEqual(
          ["all", "K", "M"].filter((sex) => sex === "all" || generated.some((p) => p.sex === sex)),
        );
        for (const row of figures) {
          const ofSex = report.pupils.filter((p) => row.sex === "all" || p.sex === row.sex);
          expect(row.pupils).toBe(ofSex.length);
          expect(row.pupilsSurveyedTwice).toBe(ofSex.filter((p) => p.latest).length);
          for (const measure of REPORT_MEASURES) {
            const expected = report.measures.find((m) => m.measure === measure && m.sex === row.sex)!;
            const got = row.measures[measure];
            const close = (a: number | null, b: number | null) =>
              a === null || b === null ? expect(a).toBe(b) : expect(a).toBeCloseTo(b, 6);
            expect([got.firstMeasured, got.firstOmitted], measure).toEqual([
              expected.first.measured,
              expected.first.omitted,
            ]);
            expect([got.latestMeasured, got.latestOmitted], measure).toEqual([
              expected.latest.measured,
              expected.latest.omitted,
            ]);
            close(got.firstMean, expected.first.mean);
            close(got.latestMean, expected.latest.mean);
            expect(got.changePupils, measure).toBe(expected.change.pupils);
            close(got.meanChange, expected.change.meanChange);
            expect([got.better, got.same, got.worse], measure).toEqual([
              expected.change.better,
              expected.change.same,
              expected.change.worse,
            ]);
          }
          const counts = report.bmiCategories.find((c) => c.sex === row.sex)!;
          for (const category of [...BMI_CATEGORIES, "unknown" as const])
            expect(row.bmiCategories[category], category).toEqual({
              first: counts.first[category],
              latest: counts.latest[category],
            });
        }
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it("add the clubs up to their voivodeship and the programme, and name no pupil", async () => {
    const figures = await seasonFitnessFigures(t.db, season.id);
    const all = figures.filter((row) => row.sex === "all");
    const programme = all.find((row) => row.level === "programme")!;
    const clubs = all.filter((row) => row.level === "club");
    const voivodeships = all.filter((row) => row.level === "voivodeship");
    expect(clubs.length).toBeGreaterThan(0);
    expect(programme.pupils).toBe(clubs.reduce((sum, row) => sum + row.pupils, 0));
    expect(programme.pupils).toBe(voivodeships.reduce((sum, row) => sum + row.pupils, 0));
    expect(JSON.stringify(figures)).not.toMatch(/Uczeń|Testowy|20\d\d-\d\d-\d\d/);
  });

  it("for the office's page, are kept while their surveys and clubs are unchanged, and computed again behind the answer after any change", async () => {
    const fresh = async () => rounded(await seasonFitnessFigures(t.db, season.id, { clubs: false }));
    const background: (() => Promise<void>)[] = [];
    const overview = async () => {
      const { figures, computedAt, recomputing } = await seasonFitnessOverview(t.db, season.id, (task) =>
        background.push(task),
      );
      return { figures: rounded(figures), computedAt, recomputing };
    };
    /** What the views started behind their answers, run to the end. */
    const settle = async () => {
      while (background.length > 0) await background.shift()!();
    };
    // A snapshot spoiled on purpose shows which answers came from it.
    const spoil = () => t.db.update(fitnessFiguresSnapshots).set({ figures: [] });

    // The first view computes them while it waits.
    const first = await overview();
    expect(first).toMatchObject({ figures: await fresh(), recomputing: false });
    expect(background).toHaveLength(0);
    expect(await t.db.select().from(fitnessFiguresSnapshots)).toHaveLength(1);
    await spoil();
    expect(await overview()).toEqual({ figures: [], computedAt: first.computedAt, recomputing: false });

    const [survey] = await t.db.select().from(surveys).limit(1);
    await t.db
      .update(surveys)
      .set({ plank: (survey!.plank ?? 0) + 30 })
      .where(eq(surveys.id, survey!.id));
    // A changed survey: the last figures at once, marked, and new ones computed behind the answer, once
    // however many views come meanwhile.
    const stale = await overview();
    expect(stale).toEqual({ figures: [], computedAt: first.computedAt, recomputing: true });
    await overview();
    expect(background).toHaveLength(2);
    await settle();
    const current = await overview();
    expect(current).toMatchObject({ figures: await fresh(), recomputing: false });
    expect(current.computedAt.getTime()).toBeGreaterThanOrEqual(first.computedAt.getTime());
    expect(background).toHaveLength(0);

    await spoil();
    await t.db.delete(surveys).where(eq(surveys.id, survey!.id));
    expect(await overview()).toMatchObject({ figures: [], recomputing: true });
    await settle();
    expect(await overview()).toMatchObject({ figures: await fresh(), recomputing: false });

    await spoil();
    // The club of a surveyed group moves to another voivodeship.
    const [club] = await t.db
      .select({ id: clubEnrollments.id })
      .from(clubEnrollments)
      .innerJoin(groups, eq(groups.userId, clubEnrollments.userId))
      .innerJoin(surveys, eq(surveys.groupId, groups.id))
      .limit(1);
    await t.db.update(clubEnrollments).set({ schoolVoivodeship: "opolskie" }).where(eq(clubEnrollments.id, club!.id));
    expect(await overview()).toMatchObject({ figures: [], recomputing: true });
    await settle();
    const recomputed = await overview();
    expect(recomputed.figures).toEqual(await fresh());
    expect(recomputed.figures).not.toEqual([]);
  });

  /** Another instance's computation under way: it holds the season's lock in its transaction, on its own connection. */
  async function holdSeasonLock(): Promise<{ release(): Promise<void> }> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const transaction = t.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(18, ${season.id})`);
      locked();
      await held;
    });
    await isLocked;
    return {
      async release() {
        release();
        await transaction;
      },
    };
  }

  // PGlite has one connection: there, one computation at a time is the database's own doing.
  it.skipIf(driver !== "postgres")(
    "are computed by one instance at a time: while another holds the season's lock, it is left to that one",
    async () => {
      await seasonFitnessOverview(t.db, season.id, () => undefined);
      await t.db.update(fitnessFiguresSnapshots).set({ stamp: "older", figures: [] });
      const other = await holdSeasonLock();
      await recomputeOnce(t.db, season.id);
      expect((await t.db.select().from(fitnessFiguresSnapshots))[0]!.stamp).toBe("older");
      await other.release();
      await recomputeOnce(t.db, season.id);
      const [kept] = await t.db.select().from(fitnessFiguresSnapshots);
      expect(kept!.stamp).not.toBe("older");
      expect(rounded(kept!.figures)).toEqual(rounded(await seasonFitnessFigures(t.db, season.id, { clubs: false })));

      // A season's first view while another instance computes: it waits for that one rather than compute beside it.
      await t.db.delete(fitnessFiguresSnapshots);
      const computing = await holdSeasonLock();
      let answered = false;
      const view = seasonFitnessOverview(t.db, season.id, () => undefined).then((overview) => {
        answered = true;
        return overview;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
      await computing.release();
      expect(rounded((await view).figures)).toEqual(
        rounded(await seasonFitnessFigures(t.db, season.id, { clubs: false })),
      );
    },
  );

  it("without the clubs, give the programme and voivodeships exactly as with them", async () => {
    const withClubs = await seasonFitnessFigures(t.db, season.id);
    const without = await seasonFitnessFigures(t.db, season.id, { clubs: false });
    expect(without.length).toBeGreaterThan(0);
    expect(rounded(without)).toEqual(rounded(withClubs.filter((row) => row.level !== "club")));
  });
});
