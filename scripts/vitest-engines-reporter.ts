import type { Reporter, TestModule } from 'vitest/node';

/**
 * Says on which database engines the API tests ran, and how many of the race tests (tagged `race`)
 * each passed. Races mean something only on PostgreSQL — PGlite serialises every query — so when
 * CI has a PostgreSQL (`REQUIRE_POSTGRES=true`, set by .ci/run) a run whose races did not pass on
 * it fails, instead of passing on PGlite alone.
 */
export default class EnginesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const engines = new Map<string, { passed: number; races: number }>();
    for (const testModule of testModules) {
      const project = testModule.project.name;
      if (!project.startsWith('api:')) continue;
      const counts = engines.get(project) ?? { passed: 0, races: 0 };
      for (const test of testModule.children.allTests('passed')) {
        counts.passed += 1;
        if (test.tags.includes('race')) counts.races += 1;
      }
      engines.set(project, counts);
    }
    if (engines.size === 0) return;
    const lines = [...engines].map(
      ([project, counts]) =>
        `  ${project}: ${counts.passed} tests passed, ${counts.races} of them races`,
    );
    process.stdout.write(`\nAPI tests by database engine:\n${lines.join('\n')}\n`);
    const postgresRaces = engines.get('api:postgres')?.races ?? 0;
    if (process.env.REQUIRE_POSTGRES === 'true' && postgresRaces === 0) {
      process.stderr.write(
        'PostgreSQL answers, but no race test passed on it (is TEST_DATABASE_URL set?): the races proved nothing.\n',
      );
      process.exitCode = 1;
    }
  }
}
