import type { Reporter, TestModule } from 'vitest/node';

/** A test's `name: value` annotation of type `figure` (apps/api/src/testing/figures.ts). */
const figurePattern = /^(.+): (\d+)$/;

/**
 * Says on which database engines the API tests ran, and how many of the race tests (tagged `race`)
 * each passed. Races mean something only on PostgreSQL — PGlite serialises every query — so when
 * CI has a PostgreSQL (`REQUIRE_POSTGRES=true`, set by .ci/run) a run whose races did not pass on
 * it fails, instead of passing on PGlite alone. Then the figures the tests recorded (requests
 * fuzzed, rounds raced, writes lost over kill -9, …), added up per engine: docs/security.md's
 * reliability table quotes them.
 */
export default class EnginesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const engines = new Map<string, { passed: number; races: number }>();
    const figures = new Map<string, Map<string, number>>();
    for (const testModule of testModules) {
      const project = testModule.project.name;
      if (!project.startsWith('api:')) continue;
      const counts = engines.get(project) ?? { passed: 0, races: 0 };
      const projectFigures = figures.get(project) ?? new Map<string, number>();
      for (const test of testModule.children.allTests('passed')) {
        counts.passed += 1;
        if (test.tags.includes('race')) counts.races += 1;
        for (const annotation of test.annotations()) {
          const figure = annotation.type === 'figure' && figurePattern.exec(annotation.message);
          if (!figure) continue;
          const [, name = '', value = '0'] = figure;
          projectFigures.set(name, (projectFigures.get(name) ?? 0) + Number(value));
        }
      }
      engines.set(project, counts);
      figures.set(project, projectFigures);
    }
    if (engines.size === 0) return;
    const lines = [...engines].map(
      ([project, counts]) =>
        `  ${project}: ${counts.passed} tests passed, ${counts.races} of them races`,
    );
    process.stdout.write(`\nAPI tests by database engine:\n${lines.join('\n')}\n`);
    for (const [project, projectFigures] of figures) {
      if (projectFigures.size === 0) continue;
      const measured = [...projectFigures].map(
        ([name, value]) => `    ${name}: ${value.toLocaleString('en-US')}`,
      );
      process.stdout.write(`  ${project}, what the tests measured:\n${measured.join('\n')}\n`);
    }
    const postgresRaces = engines.get('api:postgres')?.races ?? 0;
    if (process.env.REQUIRE_POSTGRES === 'true' && postgresRaces === 0) {
      process.stderr.write(
        'PostgreSQL answers, but no race test passed on it (is TEST_DATABASE_URL set?): the races proved nothing.\n',
      );
      process.exitCode = 1;
    }
  }
}
