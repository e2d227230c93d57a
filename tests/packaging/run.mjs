// `npm run test:packages`: packs the five published packages (@quotemarket/contract, ui, hooks,
// page-render and testing) as npm would publish them (`npm pack`, whose `prepack` builds), installs
// the tarballs into a throw-away consumer project, as a sister product would, then
//   1. checks that each package asks for the peers its users need and no others (decision 0022),
//   2. imports each package from Node and renders a kit component to a string (server rendering),
//      and a page through page-render, with its styles,
//   3. bundles one small entry per case with Vite and checks each against its budget.
// It prints one table of sizes and exits non-zero on the first broken promise.
//
// Offline-friendly: the consumer installs with `--prefer-offline`, so npm takes every package from
// its local cache when it is there. The peers (react, styled-components…) are pinned to the exact
// versions the repository itself uses.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packages = ['contract', 'ui', 'hooks', 'page-render', 'testing'];
const KB = 1024;

/** The peer dependencies: a consumer's app brings them itself, so they never count in a size. */
const peers = ['react', 'react-dom', 'styled-components', '@tanstack/react-query', 'axios'];
/** What the consumer's tests bring for the test kit; never part of an app's bundle. */
const testPeers = ['vitest', 'msw', '@testing-library/react'];

/** Each package's peers, exactly: an app that installs the hooks sees no renderer, no test runner. */
const expectedPeers = {
  '@quotemarket/contract': [],
  '@quotemarket/ui': ['react', 'react-dom', 'styled-components'],
  '@quotemarket/hooks': ['@tanstack/react-query', 'axios', 'react'],
  '@quotemarket/page-render': [
    '@tanstack/react-query',
    'axios',
    'react',
    'react-dom',
    'styled-components',
  ],
  '@quotemarket/testing': [
    '@tanstack/react-query',
    '@testing-library/react',
    'msw',
    'react',
    'vitest',
  ],
};

// Markers of code that must not ride along. Each is checked to be present in the whole-kit bundle,
// so a marker that stops matching fails the test instead of passing quietly.
const markers = {
  'Radix Dialog': /DialogContent|DialogOverlay/,
  DOMPurify: /ALLOWED_TAGS/,
  'Radix (any)': /@radix-ui|Radix|data-radix|radix-/i,
  zod: /ZodError|\$ZodType|_zod/,
};

/**
 * The cases: what an app imports, its minified budget (bytes, peers excluded), and the markers
 * that must not appear in it.
 */
const cases = [
  {
    name: 'ui: formatWon',
    code: `import { formatWon } from '@quotemarket/ui'; console.log(formatWon(1000));`,
    budget: 2 * KB,
    without: ['Radix (any)', 'DOMPurify'],
    noImports: true,
  },
  {
    name: 'ui: Button',
    code: `import { Button } from '@quotemarket/ui'; console.log(Button);`,
    // Radix Slot (`asChild`) rides along, about 3 KB; nothing of the dialogs or the sanitiser does.
    budget: 10 * KB,
    without: ['Radix Dialog', 'DOMPurify'],
  },
  {
    name: 'hooks: useDebouncedValue',
    code: `import { useDebouncedValue } from '@quotemarket/hooks'; console.log(useDebouncedValue);`,
    budget: 1.5 * KB,
    without: ['zod'],
    onlyImports: ['react'],
  },
  {
    name: "page-render: the browser's takeover",
    code: `import { HydrationSignal, readPrerenderedState, startApp, yieldToBrowser } from '@quotemarket/page-render'; console.log(HydrationSignal, readPrerenderedState, startApp, yieldToBrowser);`,
    // The server's part (react-dom/static, ServerStyleSheet, the in-process adapter) stays out.
    budget: 1.5 * KB,
    without: ['zod'],
    onlyImports: ['react', 'react-dom/client'],
  },
  {
    name: 'contract: toApiUrl',
    code: `import { toApiUrl } from '@quotemarket/contract'; console.log(toApiUrl('/x'));`,
    budget: 1 * KB,
    without: ['zod'],
    noImports: true,
  },
  {
    name: 'ui: the whole kit',
    code: `import * as ui from '@quotemarket/ui'; console.log(ui);`,
    budget: 400 * KB,
    with: ['Radix Dialog', 'DOMPurify', 'Radix (any)'],
  },
  {
    name: 'hooks: the whole package',
    code: `import * as hooks from '@quotemarket/hooks'; console.log(hooks);`,
    budget: 250 * KB,
    with: ['zod'],
  },
];

const failures = [];
const fail = (message) => failures.push(message);

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

const installedVersion = (name) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

const started = Date.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'quotemarket-consumer-'));

try {
  // 1. Pack: `prepack` builds each package, as `npm publish` would.
  const packs = path.join(work, 'packs');
  fs.mkdirSync(packs);
  const packed = JSON.parse(
    run(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        packs,
        ...packages.flatMap((name) => ['-w', `@quotemarket/${name}`]),
      ],
      root,
    ).replace(/^[^[]*/, ''),
  );
  for (const pack of packed) {
    const files = pack.files.map((file) => file.path);
    const strays = files.filter(
      (file) => /\.(test|stories)\.|^src\/|\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
    );
    if (strays.length) fail(`${pack.name} ships ${strays.slice(0, 5).join(', ')}`);
    if (!files.includes('dist/index.js') || !files.includes('dist/index.d.ts')) {
      fail(`${pack.name} ships no dist/index.js with its index.d.ts`);
    }
    if (!files.includes('README.md')) fail(`${pack.name} ships no README.md`);
    if (pack.name === '@quotemarket/ui') {
      const woff2 = files.filter((file) => /^dist\/fonts\/woff2\/.+\.woff2$/.test(file));
      if (woff2.length === 0) fail('@quotemarket/ui ships no woff2 subsets');
      if (!files.includes('dist/fonts/pretendard-variable.css'))
        fail('@quotemarket/ui ships no @font-face sheet');
      // Every font a shipped sheet names is shipped beside it (global.css names the digits' file).
      for (const sheet of files.filter((file) => /^dist\/(fonts\/[^/]+|global)\.css$/.test(file))) {
        const css = fs.readFileSync(path.join(root, 'packages/ui', sheet), 'utf8');
        for (const [, url] of css.matchAll(/url\(["']?([^"')]+)["']?\)/g)) {
          const named = path.posix.join(path.posix.dirname(sheet), url);
          if (!files.includes(named)) fail(`@quotemarket/ui: ${sheet} names ${url}, not shipped`);
        }
      }
    }
    console.log(
      `packed ${pack.filename}: ${pack.entryCount} files, ${(pack.size / KB).toFixed(0)} KB`,
    );
  }

  // 2. A consumer project that installs the tarballs and the peers, nothing of the repository.
  const consumer = path.join(work, 'consumer');
  fs.mkdirSync(path.join(consumer, 'entries'), { recursive: true });
  const dependencies = Object.fromEntries([
    ...packed.map((pack) => [pack.name, `file:${path.join(packs, pack.filename)}`]),
    ...[...peers, ...testPeers].map((name) => [name, installedVersion(name)]),
  ]);
  fs.writeFileSync(
    path.join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--loglevel=error',
    ],
    consumer,
  );
  const ui = JSON.parse(
    fs.readFileSync(path.join(consumer, 'node_modules/@quotemarket/ui/package.json'), 'utf8'),
  );
  if (ui.dependencies?.pretendard)
    fail('@quotemarket/ui still depends on the whole pretendard package');
  if (fs.existsSync(path.join(consumer, 'node_modules/pretendard'))) {
    fail('installing @quotemarket/ui pulls in the pretendard package');
  }
  for (const [name, expected] of Object.entries(expectedPeers)) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(consumer, 'node_modules', name, 'package.json'), 'utf8'),
    );
    const declared = Object.keys(manifest.peerDependencies ?? {}).sort();
    if (declared.join() !== expected.join()) {
      fail(
        `${name} asks for the peers ${declared.join(', ') || 'none'}, not ${expected.join(', ') || 'none'}`,
      );
    }
  }
  // Every module-level styled-components call is marked pure, or unused components stay in bundles.
  const uiDist = path.join(consumer, 'node_modules/@quotemarket/ui/dist');
  const unmarked = fs
    .readdirSync(uiDist, { recursive: true })
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      /^(var|const|let) \w+ = (styled|css|keyframes|createGlobalStyle)\b/m.test(
        fs.readFileSync(path.join(uiDist, file), 'utf8'),
      ),
    );
  if (unmarked.length) fail(`styled calls not marked pure in ${unmarked.join(', ')}`);

  // 3. Node: every entry imports under Node's own ESM loader, and a component renders on the server.
  const nodeCheck = `
    import { createElement as h } from 'react';
    import { renderToString } from 'react-dom/server';
    const ui = await import('@quotemarket/ui');
    const hooks = await import('@quotemarket/hooks');
    const contract = await import('@quotemarket/contract');
    const fixtures = await import('@quotemarket/contract/testing');
    const pageRender = await import('@quotemarket/page-render');
    const testing = await import('@quotemarket/testing');
    const html = renderToString(
      h(ui.Button, { variant: 'primary' }, '견적 받기'),
    );
    const page = await pageRender.renderStyledPage(
      h(ui.Button, { variant: 'primary' }, '견적 받기'),
      () => ({ rendered: true }),
    );
    const { readFileSync } = await import('node:fs');
    const globalCss = readFileSync(new URL(import.meta.resolve('@quotemarket/ui/global.css')), 'utf8');
    console.log(JSON.stringify({
      counts: [Object.keys(ui).length, Object.keys(hooks).length, Object.keys(contract).length,
        Object.keys(pageRender).length, Object.keys(testing).length],
      page: { head: page.head, body: page.body, styles: page.styleElements.length },
      fixtureParses: contract.getSellerProfile.response.safeParse(fixtures.sellerProfile).success,
      mockEndpoint: typeof testing.mockEndpoint,
      html,
      won: ui.formatWon(12000),
      url: contract.toApiUrl('/v2/products'),
      client: typeof hooks.createQueryClient().getQueryCache,
      globalCss: globalCss.includes('--qm-color-primary:') && globalCss.includes('@font-face'),
    }));
  `;
  fs.writeFileSync(path.join(consumer, 'node-check.mjs'), nodeCheck);
  const node = spawnSync(process.execPath, ['node-check.mjs'], { cwd: consumer, encoding: 'utf8' });
  if (node.status !== 0) {
    fail(`importing the packages in Node failed:\n${node.stderr}`);
  } else {
    const result = JSON.parse(node.stdout.trim().split('\n').at(-1));
    console.log(
      `Node import: ui ${result.counts[0]}, hooks ${result.counts[1]}, contract ${result.counts[2]}, page-render ${result.counts[3]}, testing ${result.counts[4]} exports`,
    );
    if (!/<button[^>]*>.*견적 받기/.test(result.page.body) || result.page.styles !== 1) {
      fail(`page-render did not render a styled page: ${JSON.stringify(result.page)}`);
    }
    if (!result.page.head.includes('"rendered":true')) {
      fail('page-render left the state out of the head');
    }
    if (!result.fixtureParses) fail('the contract/testing seller profile fails its own schema');
    if (result.mockEndpoint !== 'function') fail('@quotemarket/testing did not import in Node');
    console.log(`Server-rendered Button: ${result.html}`);
    if (!/<button[^>]*data-qm="button"[^>]*class="[^"]+"[^>]*>.*견적 받기/.test(result.html)) {
      fail(`the server-rendered Button is not a styled button: ${result.html}`);
    }
    if (result.won !== '12,000원') fail(`formatWon(12000) gave ${result.won}`);
    if (result.url !== '/api/v2/products') fail(`toApiUrl gave ${result.url}`);
    if (result.client !== 'function') fail('createQueryClient() did not run in Node');
    if (!result.globalCss) fail('@quotemarket/ui/global.css does not declare the tokens');
    if (result.counts.some((count) => count < 5)) fail(`too few exports: ${result.counts}`);
  }

  // 4. Bundles: one entry per case, minified as an app's production build would be.
  const rows = [];
  for (const testCase of cases) {
    const file = path.join(consumer, 'entries', `${testCase.name.replace(/\W+/g, '-')}.js`);
    fs.writeFileSync(file, testCase.code);
    const output = await build({
      root: consumer,
      configFile: false,
      logLevel: 'silent',
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        modulePreload: false,
        rolldownOptions: {
          input: file,
          external: (id) => peers.some((peer) => id === peer || id.startsWith(`${peer}/`)),
          output: { format: 'es', codeSplitting: false },
        },
      },
    });
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((result) => result.output)
      .filter((item) => item.type === 'chunk');
    const code = chunks.map((chunk) => chunk.code).join('\n');
    const bytes = Buffer.byteLength(code);
    const gzip = gzipSync(code).length;
    const imports = [...new Set(chunks.flatMap((chunk) => chunk.imports))];
    const problems = [];
    if (bytes > testCase.budget) {
      problems.push(
        `${(bytes / KB).toFixed(1)} KB over its ${(testCase.budget / KB).toFixed(1)} KB budget`,
      );
    }
    for (const name of testCase.without ?? []) {
      if (markers[name].test(code)) problems.push(`contains ${name}`);
    }
    for (const name of testCase.with ?? []) {
      if (!markers[name].test(code))
        problems.push(`should contain ${name} (the marker no longer matches)`);
    }
    if (testCase.noImports && imports.length) problems.push(`imports ${imports.join(', ')}`);
    const strayImports = imports.filter(
      (id) => testCase.onlyImports && !testCase.onlyImports.includes(id),
    );
    if (strayImports.length) problems.push(`imports ${strayImports.join(', ')}`);
    problems.forEach((problem) => fail(`${testCase.name}: ${problem}`));
    rows.push({
      entry: testCase.name,
      minified: `${(bytes / KB).toFixed(2)} KB`,
      gzip: `${(gzip / KB).toFixed(2)} KB`,
      budget: `${(testCase.budget / KB).toFixed(1)} KB`,
      'peer imports': imports.join(' ') || '—',
      result: problems.length ? 'FAIL' : 'ok',
    });
  }
  console.log('\nWhat an app adds by importing (peers excluded):');
  console.table(rows);
} catch (error) {
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  if (process.env.KEEP_CONSUMER === 'true') console.log(`consumer kept in ${work}`);
  else fs.rmSync(work, { recursive: true, force: true });
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
if (failures.length) {
  console.error(`\nThe packages are not ready to publish (${seconds} s):`);
  for (const failure of failures) console.error(`- ${failure}`);
  process.exit(1);
}
console.log(`\nThe packed packages install, import in Node and tree-shake (${seconds} s).`);
