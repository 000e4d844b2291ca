import { z } from "zod";

import { TRAININGS } from "~/content/szkolenia/trainings";

import { playerSourceSchema } from "./player-source";

/**
 * The training videos (issue 14): content in app/content/szkolenia, checked
 * once when the app loads, so a wrong definition stops the start (and the
 * tests) instead of breaking a teacher's page.
 */
const trainingSchema = z.object({
  /** The page's address: /szkolenia/<slug>. */
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  /** One sentence for the list. */
  summary: z.string().min(1),
  durationSeconds: z.number().int().positive(),
  /** The page's text under the video, paragraph by paragraph. */
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

export const trainings: Training[] = loadTrainings(TRAININGS);

export function findTraining(slug: string | undefined): Training | undefined {
  return trainings.find((training) => training.slug === slug);
}
