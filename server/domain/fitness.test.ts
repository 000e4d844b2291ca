import { changeOf, estimatedVo2max, lastCompletedStage, SHUTTLES_PER_STAGE, stageSpeed } from "./fitness";

describe("the 20 m shuttle run", () => {
  it("finds the last completed stage from the shuttles run in all", () => {
    expect(lastCompletedStage(0)).toBe(0);
    expect(lastCompletedStage(6)).toBe(0);
    expect(lastCompletedStage(7)).toBe(1);
    expect(lastCompletedStage(14)).toBe(1);
    expect(lastCompletedStage(15)).toBe(2);
    // Stages 1–5: 7 + 8 + 8 + 9 + 9 = 41 shuttles.
    expect(lastCompletedStage(41)).toBe(5);
    expect(lastCompletedStage(40)).toBe(4);
    const all = SHUTTLES_PER_STAGE.reduce((sum, n) => sum + n, 0);
    expect(all).toBe(247);
    expect(lastCompletedStage(all)).toBe(21);
    expect(lastCompletedStage(300)).toBe(21);
  });

  it("runs stage 1 at 8.5 km/h and each next 0.5 km/h faster", () => {
    expect(stageSpeed(1)).toBe(8.5);
    expect(stageSpeed(5)).toBe(10.5);
    expect(stageSpeed(21)).toBe(18.5);
  });

  it("estimates VO₂max by Léger's formula for children", () => {
    // 41 shuttles = stage 5 = 10.5 km/h, age 12: 31.025 + 3.238·10.5 − 3.248·12 + 0.1536·10.5·12 = 45.4016.
    expect(estimatedVo2max(41, 12)).toBeCloseTo(45.4016, 4);
    // Stage 1 at 8.5 km/h, age 6: 31.025 + 27.523 − 19.488 + 7.8336 = 46.8936.
    expect(estimatedVo2max(7, 6)).toBeCloseTo(46.8936, 4);
    expect(estimatedVo2max(6, 12)).toBeNull();
    expect(estimatedVo2max(41, 5)).toBeNull();
    expect(estimatedVo2max(41, 19)).toBeNull();
  });
});

describe("a pupil's change", () => {
  it("counts a change from the test's smallest meaningful one, in the test's direction", () => {
    expect(changeOf("beep_test", 30, 34)).toBe("better");
    expect(changeOf("beep_test", 30, 33)).toBe("same");
    expect(changeOf("beep_test", 30, 26)).toBe("worse");
    // 10×5 m run: faster is better; 10.3 → 9.8 s is 0.5 s.
    expect(changeOf("run", 10.3, 9.8)).toBe("better");
    expect(changeOf("run", 10.3, 9.9)).toBe("same");
    expect(changeOf("run", 9.8, 10.3)).toBe("worse");
    expect(changeOf("stick_overhang", 10, 12)).toBe("better");
    expect(changeOf("plank", 60, 51)).toBe("same");
    expect(changeOf("plank", 60, 50)).toBe("worse");
  });
});
