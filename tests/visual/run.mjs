// `npm run test:visual [-- --update]`: builds Storybook, then screenshots every story in Chromium and
// compares each with its committed baseline (tests/visual/baselines). `--update` accepts new looks.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissingMessage, findChromium } from '../../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const update = args.includes('--update');
const passThrough = args.filter((arg) => arg !== '--update');

if (!findChromium()) {
  if (process.env.CI === 'true') {
    console.error(`CI needs Chromium for the visual tests. ${chromiumMissingMessage}`);
    process.exit(1);
  }
  console.log(chromiumMissingMessage);
  process.exit(0);
}

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.VISUAL_SKIP_BUILD !== 'true') {
  run('npm', ['run', '--silent', 'build-storybook', '--', '--quiet']);
}
run(process.execPath, [
  path.join(root, 'node_modules/@playwright/test/cli.js'),
  'test',
  '--config',
  path.join(root, 'tests/visual/playwright.config.ts'),
  ...(update ? ['--update-snapshots'] : []),
  ...passThrough,
]);
