import type { TestContext } from 'vitest';

/** The annotation type the run's reporter gathers (scripts/vitest-engines-reporter.ts). */
export const figureAnnotation = 'figure';

/**
 * Records a figure of what a test measured (requests sent, rounds raced, writes lost), for the run's
 * summary of the API's reliability: the reporter adds up each name's values per database engine.
 */
export async function recordFigure(
  context: Pick<TestContext, 'annotate'>,
  name: string,
  value: number,
): Promise<void> {
  await context.annotate(`${name}: ${value}`, figureAnnotation);
}
