import { categoryChart, changeChart, progressChart } from "./charts.server";

describe("charts drawn on the server", () => {
  it("are SVG images with a name, no inline style for the CSP to block, and a bar per figure", async () => {
    const svg = await changeChart([
      { test: "Bieg wahadłowy 20 m", change: "better", pupils: 3 },
      { test: "Bieg wahadłowy 20 m", change: "same", pupils: 1 },
      { test: "Bieg wahadłowy 20 m", change: "worse", pupils: 0 },
      { test: "Deska", change: "better", pupils: 2 },
      { test: "Deska", change: "same", pupils: 0 },
      { test: "Deska", change: "worse", pupils: 2 },
    ]);
    expect(svg).toMatch(/^<svg [^>]*role="img"/);
    expect(svg).toContain('aria-label="Zmiana wyników uczniów w każdej próbie: lepiej, bez zmian, gorzej"');
    expect(svg).toContain('class="chart"');
    expect(svg).not.toMatch(/<style|style="/);
    // The image's name only: its parts are not named (axe's aria-prohibited-attr).
    expect(svg.match(/aria-label=/g)).toHaveLength(1);
    // Valid SVG for the W3C checker: no font-variant="tabular-nums".
    expect(svg).not.toContain("font-variant");
    expect(svg).toContain("Bieg wahadłowy 20 m");
    expect(svg).toContain('fill="var(--chart-better)"');
    // Six figures, one a bar (a zero is drawn as a bar of no width).
    expect(svg.match(/<rect /g)).toHaveLength(6);
  });

  it("draw the BMI categories and each pupil's progress", async () => {
    const categories = await categoryChart([
      { category: "Prawidłowa", round: "pierwsze badanie", pupils: 12 },
      { category: "Prawidłowa", round: "ostatnie badanie", pupils: 13 },
      { category: "Nadwaga", round: "pierwsze badanie", pupils: 3 },
      { category: "Nadwaga", round: "ostatnie badanie", pupils: 2 },
    ]);
    expect(categories.match(/<rect /g)).toHaveLength(4);
    const progress = await progressChart([
      { pupil: "Zofia Kamińska", first: 30, latest: 34 },
      { pupil: "Jan Nowak", first: 40, latest: 38 },
    ]);
    expect(progress).toContain("Zofia Kamińska");
    expect(progress.match(/<circle /g)).toHaveLength(2);
  });

  it("write what they show as text, never as markup", async () => {
    const svg = await progressChart([{ pupil: "<script>alert(1)</script> & Ola", first: 30, latest: 34 }]);
    expect(svg).toContain(">&lt;script&gt;alert(1)&lt;/script&gt; &amp; Ola</text>");
    expect(svg).not.toContain("<script");
  });

  it("are drawn once for the same figures, and anew for any other", async () => {
    const rows = [
      { pupil: "Zofia Kamińska", first: 30, latest: 34 },
      { pupil: "Jan Nowak", first: 40, latest: 38 },
    ];
    const first = progressChart(rows);
    // A second request with the very same figures shares the drawing (even one still under way).
    expect(progressChart(rows.map((row) => ({ ...row })))).toBe(first);
    const other = await progressChart([rows[0]!, { ...rows[1]!, latest: 41 }]);
    expect(other).not.toBe(await first);
    expect(other.match(/<circle /g)).toHaveLength(2);
    // Another group's pupils with the same results: their own names, not the kept chart's.
    const otherNames = await progressChart([
      { pupil: "Ola Wrona", first: 30, latest: 34 },
      { pupil: "Jan Nowak", first: 40, latest: 38 },
    ]);
    expect(otherNames).toContain("Ola Wrona");
    expect(otherNames).not.toContain("Zofia");
  });
});
