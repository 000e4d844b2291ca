import { readFileSync } from "node:fs";

import { z } from "zod";

import { TRAININGS } from "~/content/szkolenia/trainings";
import { appConfig } from "~/lib/config.server";

import { playerSourceSchema } from "./player-source";

/** Issue 14: checked once when the app loads, so a wrong definition stops the start, not a teacher's page. */
const trainingSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  summary: z.string().min(1),
  durationSeconds: z.number().int().positive(),
  description: z.array(z.string().min(1)).min(1),
  source: playerSourceSchema,
});

export type Training = z.output<typeof trainingSchema>;

export class TrainingContentError extends Error {
  override name = "TrainingContentError";
}

export function loadTrainings(definitions: readonly unknown[]): Training[] {
  const trainings = definitions.map((definition, index) => {
    const result = trainingSchema.safeParse(definition);
    if (result.success) return result.data;
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new TrainingContentError(`app/content/szkolenia, training ${index + 1}: ${problems}`);
  });
  const slugs = trainings.map((training) => training.slug);
  const repeated = slugs.find((slug, index) => slugs.indexOf(slug) !== index);
  if (repeated) throw new TrainingContentError(`app/content/szkolenia: the slug "${repeated}" is used twice`);
  return trainings;
}

function configuredTrainings(): readonly unknown[] {
  if (!appConfig.trainingsFile) return TRAININGS;
  let extra: unknown;
  try {
    extra = JSON.parse(readFileSync(appConfig.trainingsFile, "utf8"));
  } catch (error) {
    throw new TrainingContentError(`TRAININGS_FILE ${appConfig.trainingsFile}: ${(error as Error).message}`);
  }
  if (!Array.isArray(extra)) throw new TrainingContentError(`TRAININGS_FILE ${appConfig.trainingsFile}: not a list`);
  return [...TRAININGS, ...extra];
}

export const trainings: Training[] = loadTrainings(configuredTrainings());

export function findTraining(slug: string | undefined): Training | undefined {
  return trainings.find((training) => training.slug === slug);
}
