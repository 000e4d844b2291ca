import { existsSync } from "node:fs";
import path from "node:path";

import { TRAININGS } from "~/content/szkolenia/trainings";

import { INVALID_SOURCE_FORMAT } from "./player-source";
import { findTraining, loadTrainings, TrainingContentError, trainings } from "./trainings.server";

const PUBLIC = path.resolve(import.meta.dirname, "../../../public");

describe("the training videos' content", () => {
  it("loads every training of app/content/szkolenia", () => {
    expect(trainings.map((training) => training.slug)).toEqual(TRAININGS.map((training) => training.slug));
    expect(findTraining("test-wahadlowy-20-m")?.source.tracks[0]).toMatchObject({ srcLang: "pl", default: true });
    expect(findTraining("nie-ma-takiego")).toBeUndefined();
  });

  it("points only at files shipped in public/", () => {
    for (const { source } of trainings) {
      const files = [
        ...source.sources.map((item) => item.src),
        source.poster,
        ...source.tracks.map((track) => track.src),
        source.previewThumbnails?.src,
      ].filter((file): file is string => Boolean(file));
      for (const file of files) expect(existsSync(path.join(PUBLIC, file)), file).toBe(true);
    }
  });

  it("stops the start on a wrong definition, naming the training and the problem", () => {
    const broken = { ...TRAININGS[0], source: { ...TRAININGS[0].source, sources: [] } };
    expect(() => loadTrainings([broken])).toThrow(TrainingContentError);
    expect(() => loadTrainings([broken])).toThrow(`training 1: source.sources: ${INVALID_SOURCE_FORMAT}`);
    expect(() => loadTrainings([TRAININGS[0], TRAININGS[0]])).toThrow(/used twice/);
  });
});
