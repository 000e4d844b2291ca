import { ageInMonths, bmi, bmiCategory, growthOf, isImplausibleZ, waistToHeight, whoZScore } from "./growth";

describe("WHO 2007 z-scores", () => {
  it("is 0 at the median and follows the LMS formula", () => {
    // Boys at 60 months: L −0.7151, M 15.2679, S 0.08366.
    expect(whoZScore({ indicator: "bmi-for-age", sex: "male", ageMonths: 60, value: 15.2679 })).toBeCloseTo(0, 10);
    // ((18 / 15.2679)^−0.7151 − 1) / (−0.7151 × 0.08366)
    expect(whoZScore({ indicator: "bmi-for-age", sex: "male", ageMonths: 60, value: 18 })).toBeCloseTo(1.856312, 5);
  });

  it("interpolates L, M and S between the two whole months around the age", () => {
    // Girls, halfway between 150 and 151 months: L −1.3587, M 18.4323, S 0.13308.
    const z = whoZScore({ indicator: "bmi-for-age", sex: "female", ageMonths: 150.5, value: 21.3 });
    expect(z).toBeCloseTo(0.986502, 5);
  });

  it("restricts BMI and weight beyond ±3 SD, but not height", () => {
    // Boys at 60 months, BMI 30: the plain formula says 6.40; WHO's restricted curve 3 + (30 − SD3) / (SD3 − SD2).
    expect(whoZScore({ indicator: "bmi-for-age", sex: "male", ageMonths: 60, value: 30 })).toBeCloseTo(8.22876, 4);
    expect(whoZScore({ indicator: "bmi-for-age", sex: "male", ageMonths: 60, value: 10 })).toBeCloseTo(-5.317245, 5);
    // Height: L = 1, (140 / 109.7265 − 1) / 0.04156, unrestricted.
    expect(whoZScore({ indicator: "height-for-age", sex: "male", ageMonths: 60, value: 140 })).toBeCloseTo(6.638586, 5);
  });

  it("answers at the tables' edges and null beyond them", () => {
    // Girls at 228 months: (150 / 163.1548 − 1) / 0.04009.
    expect(whoZScore({ indicator: "height-for-age", sex: "female", ageMonths: 228, value: 150 })).toBeCloseTo(
      -2.011168,
      5,
    );
    expect(whoZScore({ indicator: "height-for-age", sex: "female", ageMonths: 228.01, value: 150 })).toBeNull();
    expect(whoZScore({ indicator: "bmi-for-age", sex: "male", ageMonths: 59.99, value: 15 })).toBeNull();
    // Weight-for-age stops at 10 years.
    expect(whoZScore({ indicator: "weight-for-age", sex: "female", ageMonths: 120, value: 40 })).toBeCloseTo(
      1.232999,
      5,
    );
    expect(whoZScore({ indicator: "weight-for-age", sex: "female", ageMonths: 120.5, value: 40 })).toBeNull();
    expect(whoZScore({ indicator: "bmi-for-age", sex: "male", ageMonths: 100, value: 0 })).toBeNull();
  });
});

describe("ages, categories and ratios", () => {
  it("counts the age in days ÷ 30.4375", () => {
    expect(ageInMonths("2015-01-01", "2025-01-01")).toBeCloseTo(3653 / 30.4375, 10);
  });

  it("puts a z-score in WHO's categories, the cut-off itself on the lower side", () => {
    expect([-3.01, -3, -2.5, -2, 0, 1, 1.01, 2, 2.01].map(bmiCategory)).toEqual([
      "severe_thinness",
      "thinness",
      "thinness",
      "normal",
      "normal",
      "normal",
      "overweight",
      "overweight",
      "obesity",
    ]);
  });

  it("flags implausible z-scores as WHO does", () => {
    expect(isImplausibleZ("bmi-for-age", 5.01)).toBe(true);
    expect(isImplausibleZ("bmi-for-age", -5)).toBe(false);
    expect(isImplausibleZ("height-for-age", 5.5)).toBe(false);
    expect(isImplausibleZ("height-for-age", -6.01)).toBe(true);
  });

  it("computes BMI and the waist-to-height ratio", () => {
    expect(bmi(40, 150)).toBeCloseTo(17.7778, 4);
    expect(waistToHeight(75, 150)).toBe(0.5);
  });
});

describe("a pupil's growth from one survey", () => {
  it("has every figure when everything was measured", () => {
    // A boy of 11 years 0 months: 38 kg, 146 cm, waist 74 cm.
    const growth = growthOf({
      sex: "male",
      birthdate: "2014-03-10",
      examinationDate: "2025-03-10",
      weightKg: 38,
      heightCm: 146,
      waistCm: 74,
    });
    expect(growth.ageMonths).toBeCloseTo(4018 / 30.4375, 10);
    expect(growth.bmi).toBeCloseTo(17.827, 3);
    expect(growth.bmiZ).toBeCloseTo(
      whoZScore({ indicator: "bmi-for-age", sex: "male", ageMonths: 4018 / 30.4375, value: 38 / 1.46 ** 2 })!,
      10,
    );
    expect(growth.bmiCategory).toBe("normal");
    expect(growth.waistToHeight).toBeCloseTo(0.5068, 4);
    expect(growth.waistToHeightHigh).toBe(true);
    expect(growth.implausible).toBe(false);
  });

  it("leaves out what an omitted measurement needs, and a typing error from the categories", () => {
    const omitted = growthOf({
      sex: "female",
      birthdate: "2014-03-10",
      examinationDate: "2025-03-10",
      weightKg: null,
      heightCm: 150,
      waistCm: null,
    });
    expect(omitted).toMatchObject({ bmi: null, bmiZ: null, bmiCategory: null, waistToHeight: null });
    expect(omitted.heightZ).not.toBeNull();
    const typo = growthOf({
      sex: "female",
      birthdate: "2014-03-10",
      examinationDate: "2025-03-10",
      weightKg: 380,
      heightCm: 150,
      waistCm: null,
    });
    expect(typo).toMatchObject({ implausible: true, bmiCategory: null });
  });
});
