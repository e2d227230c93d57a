// `npm run test:e2e`: builds the product, then drives it in system Chromium with Playwright.
// Without Chromium the browser tests are skipped with one line, except under CI where that fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumMissingMessage, findChromium } from '../scripts/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const extraArgs = process.argv.slice(2);

if (!findChromium()) {
  if (process.env.CI === 'true') {
    console.error(`CI needs Chromium for the browser tests. ${chromiumMissingMessage}`);
    process.exit(1);
  }
  console.log(chromiumMissingMessage);
  process.exit(0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.E2E_SKIP_BUILD !== 'true') {
  run('npm', ['run', '--silent', 'build:product']);
}
run(process.execPath, [
  path.join(root, 'node_modules/@playwright/test/cli.js'),
  'test',
  '--config',
  path.join(root, 'tests/playwright.config.ts'),
  ...extraArgs,
]);
