// `npm run chromatic`: publishes the built Storybook to Chromatic for the team's visual review.
// The options live in apps/storybook/chromatic.config.json: only the stories whose files changed
// are snapshotted (TurboSnap), which needs Storybook's module graph, `preview-stats.json`, written
// by `storybook build --stats-json`. The local screenshot baselines (`npm run test:visual`) stay the
// offline check. The service is unreachable from the build machines, so the run is bounded.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: ask for the project token and export it first.',
  );
  process.exit(1);
}

const build = spawnSync(
  'npm',
  ['run', 'build-storybook', '-w', '@quotemarket/storybook', '--', '--stats-json'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const result = spawnSync(
  'timeout',
  [
    '600',
    process.execPath,
    path.join(root, 'node_modules/chromatic/dist/bin.cjs'),
    '--config-file',
    'apps/storybook/chromatic.config.json',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (result.status === 124) console.error('Chromatic did not answer within 10 minutes.');
process.exit(result.status ?? 1);
