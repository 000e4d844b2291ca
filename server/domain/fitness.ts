// Fitness from the survey's tests (DOMAIN.md): the 20 m shuttle run's last
// completed stage, its speed and the estimated VO₂max by Léger's formula for
// children; and how a pupil's result changed between two surveys. No grades:
// a result is shown as the pupil's own change and against the group.

/**
 * Shuttles of 20 m in each 1-minute stage of the 20 m multistage shuttle run
 * (Léger et al. 1988, as FitnessGram's PACER counts them): stage 1 at 8.5 km/h,
 * each next 0.5 km/h faster, 21 stages.
 */
export const SHUTTLES_PER_STAGE = [
  7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16,
] as const;

/** The last stage completed with `shuttles` in all (0 when not even the first was). */
export function lastCompletedStage(shuttles: number): number {
  let stage = 0;
  let needed = 0;
  for (const inStage of SHUTTLES_PER_STAGE) {
    needed += inStage;
    if (shuttles < needed) break;
    stage++;
  }
  return stage;
}

/** A stage's speed in km/h: 8.5 at stage 1, 0.5 more per stage. */
export function stageSpeed(stage: number): number {
  return 8.5 + 0.5 * (stage - 1);
}

/** The ages, in whole years, Léger's children's formula was made for. */
export const VO2MAX_AGES = { from: 6, to: 18 } as const;

/**
 * Estimated VO₂max in ml/kg/min by Léger's formula for children,
 * 31.025 + 3.238·S − 3.248·A + 0.1536·S·A (S the last completed stage's
 * speed in km/h, A the age in whole years); null when no stage was completed
 * or the age is outside the formula's.
 */
export function estimatedVo2max(shuttles: number, ageYears: number): number | null {
  const stage = lastCompletedStage(shuttles);
  if (stage === 0 || ageYears < VO2MAX_AGES.from || ageYears > VO2MAX_AGES.to) return null;
  const speed = stageSpeed(stage);
  return 31.025 + 3.238 * speed - 3.248 * ageYears + 0.1536 * speed * ageYears;
}

export type FitnessMeasure = "beep_test" | "run" | "stick_overhang" | "plank";

/**
 * For each test: whether more is better, and the smallest change that counts
 * as one (smaller is "the same": within the test's own repeatability).
 */
export const FITNESS_MEASURES: Record<FitnessMeasure, { higherIsBetter: boolean; smallestChange: number }> = {
  // Half a stage.
  beep_test: { higherIsBetter: true, smallestChange: 4 },
  // 10×5 m run, seconds: faster is better.
  run: { higherIsBetter: false, smallestChange: 0.5 },
  // Bent-arm hang, seconds.
  stick_overhang: { higherIsBetter: true, smallestChange: 2 },
  // Plank, seconds.
  plank: { higherIsBetter: true, smallestChange: 10 },
};

export type Change = "better" | "same" | "worse";

/** How a pupil's result changed from `first` to `latest`. */
export function changeOf(measure: FitnessMeasure, first: number, latest: number): Change {
  const { higherIsBetter, smallestChange } = FITNESS_MEASURES[measure];
  const gain = higherIsBetter ? latest - first : first - latest;
  // A hair's tolerance: 10.3 − 9.8 is 0.5000000000000009 in binary.
  if (Math.abs(gain) < smallestChange - 1e-9) return "same";
  return gain > 0 ? "better" : "worse";
}
