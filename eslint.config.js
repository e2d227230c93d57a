import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Patterns every workspace file obeys; a boundary below adds its own to them. */
const workspacePatterns = [
  {
    regex: '^(\\.\\./)+(packages|apps)/',
    message:
      'Do not reach into another workspace by a relative path: import its package entry (e.g. @quotemarket/testing), and export what is missing from there.',
  },
  {
    regex: '^@quotemarket/[^/]+/(src|dist)(/|$)',
    message:
      "Import the package's entry, not its src or dist: add a subpath to its exports if something is missing.",
  },
];

const kitPatterns = [
  {
    regex: '^@quotemarket/(contract|hooks|page-render|testing)(/|$)',
    message:
      'The UI kit holds no product rule and no API: take kinds, options, labels and paths as props.',
  },
];

/**
 * The API's folders and root modules that stand above its domain (apps/api/src): the HTTP layer,
 * the routes and pages, the jobs and commands, the seed and the composition root. The domain, the
 * seed and the database layer import none of them (each boundary below says which it may).
 */
const apiFloorsAboveDomain = [
  'http',
  'routes',
  'web',
  'jobs',
  'cli',
  'seed',
  'app',
  'deps',
  'server',
  'config',
  'prepared-database',
];

/**
 * An import boundary for `files`. ESLint keeps only the last `no-restricted-imports` setting that
 * matches a file, so each boundary carries the workspace patterns as well as its own.
 */
function importBoundary(files, ...patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...workspacePatterns, ...patterns] }],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/test-results/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error, and a switch over a union must
    // name every member so a new category kind or sort cannot slip through unhandled.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'vite.library.ts', 'apps/api/scripts/*.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['packages/**/*.{ts,tsx}', 'apps/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Scripts and the e2e runner talk to the terminal on purpose.
    files: ['scripts/**', 'tests/**', '**/bench/**', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures must destructure their (unused) first argument.
    files: ['tests/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  importBoundary(
    // A workspace uses another only through its published entries (`@quotemarket/testing`,
    // `@quotemarket/api/testing`…), never by a relative path into its folder or its `src`: that
    // path works in the repo and breaks for anyone who installs the package.
    ['packages/**/*.{ts,tsx,js,mjs}', 'apps/**/*.{ts,tsx,js,mjs}', 'tests/**/*.{ts,tsx,js,mjs}'],
  ),
  {
    // The API's ground floor: the schema, the connection and its change feed. It knows no business
    // rule, no account and no seed, so every floor above can build on it without a cycle. (Its
    // tests may start the whole app: they check what the database does for it.)
    ...importBoundary(['apps/api/src/db/**'], {
      regex: `^(\\.\\./)+(${[...apiFloorsAboveDomain, 'domain', 'auth', 'edges'].join('|')})(/|$)`,
      message:
        'The database layer does not import the floors above it (domain, auth, seed, edges, routes, the composition root): pass what it needs in as arguments.',
    }),
    ignores: ['apps/api/src/db/**/*.test.ts'],
  },
  importBoundary(
    // The API's business rules know nothing of HTTP: they throw domain errors
    // (`domain/shared/errors.ts`) and the HTTP layer maps them to status codes. They take the
    // narrow dependencies they use (a `Database`, a clock, a service's interface), never the
    // composition root's `AppDeps`, which would bring the HTTP layer's types along.
    ['apps/api/src/domain/**'],
    {
      regex: '^(\\.\\./)+(http|routes)(/|$)',
      message:
        'Domain code does not import the HTTP layer or the routes: throw a DomainError from domain/shared/errors.ts.',
    },
    {
      regex: `^(\\.\\./)+(${apiFloorsAboveDomain.filter((floor) => floor !== 'http' && floor !== 'routes').join('|')})(/|$)`,
      message:
        'Domain code does not import the composition root (deps, app, server, config), the seed or the jobs: take the narrow dependencies it uses as arguments (a Database, a clock, a service interface).',
    },
    {
      regex: '^(fastify|@fastify/.*|fastify-.*)$',
      message: 'Domain code does not depend on the web framework.',
    },
  ),
  importBoundary(
    // The seed stands on the domain and the database (it writes demo data through the domain's
    // rules); nothing of the server above it.
    ['apps/api/src/seed/**'],
    {
      regex: `^(\\.\\./)+(${apiFloorsAboveDomain.filter((floor) => floor !== 'seed').join('|')})(/|$)`,
      message:
        'The seed imports the domain and the database only, not the routes, the HTTP layer or the composition root.',
    },
  ),
  importBoundary(
    // The buyer app's page folders do not import each other: what two pages share lives in
    // `apps/app/src/shared/` (or the route table, `paths.ts`), so a page can move or split alone.
    ['apps/app/src/routes/*/**'],
    {
      regex: '^\\.\\./[^./][^/]*/',
      message:
        "A page folder does not import another page's folder: move what both use to apps/app/src/shared/.",
    },
  ),
  importBoundary(
    // The same for the dealer console: what two of its pages share lives in `apps/seller/src/shared/`.
    ['apps/seller/src/routes/*/**'],
    {
      regex: '^\\.\\./[^./][^/]*/',
      message:
        "A page folder does not import another page's folder: move what both use to apps/seller/src/shared/.",
    },
  ),
  {
    // The hooks' modules hold no page renderer and no test kit (decision 0022): what they import is
    // what `@quotemarket/hooks` declares, so an app sees no peer it does not need. Their tests and
    // test helpers may use the test kit.
    ...importBoundary(['packages/hooks/src/**/*.{ts,tsx}'], {
      regex:
        '^(react-dom(/.*)?|styled-components|msw(/.*)?|vitest|@testing-library/.*|@quotemarket/(page-render|testing))$',
      message:
        'The hooks declare react, @tanstack/react-query and axios only: server rendering lives in @quotemarket/page-render, test helpers in @quotemarket/testing.',
    }),
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*Testing.ts',
      'packages/hooks/src/queries/cacheProbe.ts',
      'packages/hooks/src/integration/**',
    ],
  },
  importBoundary(
    // The UI kit draws what it is given: product rules come from the app as props, so the kit
    // imports neither the contract nor the hooks.
    ['packages/ui/src/**'],
    ...kitPatterns,
  ),
  importBoundary(
    // Primitives are generic; the product patterns are built from them, never the other way.
    ['packages/ui/src/primitives/**'],
    ...kitPatterns,
    {
      regex: '^(\\.\\./)+patterns(/|$)',
      message: 'A primitive does not import a product pattern: patterns are built from primitives.',
    },
  ),
  prettier,
);
