import { enrolmentSchema } from "./season.form";

const messagesOf = (group: Record<string, unknown>) => {
  const result = enrolmentSchema.safeParse({ groups: [{ default_classes_place: "Sala", ...group }] });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("the season form's group sizes", () => {
  it("adds the counts as numbers: 11 girls and 0 boys are 11, not 110", () => {
    expect(messagesOf({ girls_count: "11", boys_count: "0" })).toEqual([
      ["groups.0.boys_count", "Grupa musi liczyć od 12 do 20 uczniów (dziewczęta i chłopcy razem); teraz: 11."],
    ]);
  });

  it("tells a count over the limit at its field only, never as a made-up total (30 and 0 read 300)", () => {
    expect(messagesOf({ girls_count: "30", boys_count: "0" })).toEqual([
      ["groups.0.girls_count", "Podaj liczbę całkowitą od 0 do 20."],
    ]);
  });

  it("accepts a group of 12 to 20, and a disability group from 5", () => {
    expect(messagesOf({ girls_count: "12", boys_count: "8" })).toEqual([]);
    expect(messagesOf({ girls_count: "3", boys_count: "2", disability_group: "on" })).toEqual([]);
  });
});
