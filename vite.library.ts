// The build every published package shares (docs/decisions/0003): Vite's library mode emits one ES
// module per source module (rolldown `preserveModules`), so a consumer's bundler keeps only the
// modules an app imports; TypeScript writes a `.d.ts` beside each module.
import fs from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import ts from 'typescript';
import { defineConfig, parseAst, type OxcOptions, type Plugin, type UserConfig } from 'vite';

export interface LibraryOptions {
  /** The package directory (where its package.json is). */
  root: string;
  /** Public entry points, relative to the package, e.g. `{ index: 'src/index.ts' }`. */
  entries: Record<string, string>;
  /** Extra Oxc transform options (the kit turns on the styled-components plugin here). */
  oxc?: OxcOptions;
  plugins?: Plugin[];
  /** External imports to respell in the output (rolldown `output.paths`). */
  paths?: Record<string, string>;
}

/** Bare imports (`react`, `@radix-ui/react-dialog`, `pretendard/…`) stay imports: only the package's own modules are emitted. */
function isBareImport(id: string): boolean {
  return !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0');
}

export function libraryConfig({
  root,
  entries,
  oxc,
  plugins = [],
  paths,
}: LibraryOptions): UserConfig {
  const srcDir = path.join(root, 'src');
  const outDir = path.join(root, 'dist');
  return defineConfig({
    root,
    // No `@quotemarket/source` here: other packages are external imports, never inlined.
    resolve: { conditions: ['module', 'browser', 'production'] },
    oxc: { jsx: { runtime: 'automatic' }, ...oxc },
    plugins: [...plugins, declarations({ root, srcDir, outDir, entries })],
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      // Consumers minify; readable modules keep their source maps and pure annotations useful.
      minify: false,
      reportCompressedSize: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(entries).map(([name, file]) => [name, path.join(root, file)]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        external: isBareImport,
        // The declaration step dominates the build time; that is expected, not worth a warning.
        checks: { pluginTimings: false },
        output: {
          preserveModules: true,
          preserveModulesRoot: srcDir,
          entryFileNames: '[name].js',
          ...(paths && { paths }),
        },
      },
    },
  });
}

/**
 * Emits a `.d.ts` (and its map) beside each emitted module with the TypeScript compiler, and spells
 * relative imports with their `.js` file as Node's ESM resolution (and attw's esm-only profile)
 * expect: `./Button` becomes `./Button.js`, `./components` becomes `./components/index.js`.
 */
function declarations({
  root,
  srcDir,
  outDir,
  entries,
}: {
  root: string;
  srcDir: string;
  outDir: string;
  entries: Record<string, string>;
}): Plugin {
  return {
    name: 'quotemarket:declarations',
    apply: 'build',
    writeBundle() {
      const configPath = path.join(root, 'tsconfig.json');
      const { config } = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
      const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
      const options: ts.CompilerOptions = {
        ...parsed.options,
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        declarationMap: false,
        rootDir: srcDir,
        outDir,
      };
      // Only the published entries and what they import; tests and stories stay out.
      const rootNames = Object.values(entries).map((file) => path.join(root, file));
      const program = ts.createProgram({ rootNames, options });
      const ownFiles = program
        .getSourceFiles()
        .filter((file) => file.fileName.startsWith(srcDir + path.sep) && !file.isDeclarationFile);
      const problems = ownFiles.flatMap((file) => [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
        ...program.getDeclarationDiagnostics(file),
      ]);
      if (problems.length > 0) {
        const host: ts.FormatDiagnosticsHost = {
          getCanonicalFileName: (name) => name,
          getCurrentDirectory: () => root,
          getNewLine: () => '\n',
        };
        throw new Error(ts.formatDiagnosticsWithColorAndContext(problems, host));
      }
      for (const file of ownFiles) {
        program.emit(file, (fileName, text) => {
          const sourceDir = path.join(srcDir, path.relative(outDir, path.dirname(fileName)));
          fs.mkdirSync(path.dirname(fileName), { recursive: true });
          // A stylesheet imported for its side effect means nothing to a type checker.
          const types = text.replace(/^import ['"][^'"]+\.css['"];\n/gm, '');
          fs.writeFileSync(fileName, withJsExtensions(types, path.join(sourceDir, '_')));
        });
      }
    },
  };
}

const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** `./x` → `./x.js` or `./x/index.js`, looked up beside `fromFile` in the source tree. */
function withJsExtensions(text: string, fromFile: string): string {
  return text.replace(relativeSpecifier, (match, lead: string, quote: string, spec: string) => {
    if (/\.(js|mjs|cjs|json|css)$/.test(spec)) return match;
    const base = path.resolve(path.dirname(fromFile), spec);
    const asFile = ['.ts', '.tsx'].some((ext) => fs.existsSync(base + ext));
    const asIndex = ['index.ts', 'index.tsx'].some((name) => fs.existsSync(path.join(base, name)));
    if (!asFile && !asIndex) {
      throw new Error(`Cannot find the module ${spec} imported from ${fromFile}`);
    }
    return `${lead}${quote}${asFile ? `${spec}.js` : `${spec}/index.js`}${quote}`;
  });
}

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

const styledFactories = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/**
 * Marks every module-level styled-components call `/* @__PURE__ *\/`, so a consumer's bundler drops
 * the styled components, `css` blocks and keyframes an app never uses. Oxc's styled-components
 * plugin (`pure: true`) annotates only call expressions, never tagged templates, so it first turns
 * the templates into calls (`transpileTemplateLiterals`) and this pass annotates those calls.
 * Calls inside functions are left alone: they run only when called.
 */
export function pureStyledCalls(): Plugin {
  return {
    name: 'quotemarket:pure-styled-calls',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || !code.includes('styled-components')) return null;
      const program = parseAst(code) as unknown as AstNode;
      const factories = new Set<string>();
      for (const statement of program.body as AstNode[]) {
        if (statement.type !== 'ImportDeclaration') continue;
        if ((statement.source as { value: string }).value !== 'styled-components') continue;
        for (const specifier of statement.specifiers as AstNode[]) {
          const imported = specifier.imported as { name?: string } | undefined;
          const name = specifier.type === 'ImportDefaultSpecifier' ? 'styled' : imported?.name;
          if (name && styledFactories.has(name)) {
            factories.add((specifier.local as { name: string }).name);
          }
        }
      }
      if (factories.size === 0) return null;
      const output = new MagicString(code);
      const rootName = (node: AstNode): string | undefined => {
        if (node.type === 'Identifier') return node.name as string;
        if (node.type === 'MemberExpression') return rootName(node.object as AstNode);
        if (node.type === 'CallExpression') return rootName(node.callee as AstNode);
        if (node.type === 'TaggedTemplateExpression') return rootName(node.tag as AstNode);
        return undefined;
      };
      const visit = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        if (Array.isArray(node)) return node.forEach(visit);
        const current = node as AstNode;
        if (/Function|ClassBody|MethodDefinition/.test(current.type)) return;
        if (current.type === 'CallExpression') {
          const name = rootName(current.callee as AstNode);
          if (name && factories.has(name)) {
            output.appendLeft(current.start, '/* @__PURE__ */ ');
            return;
          }
        }
        for (const [key, value] of Object.entries(current)) {
          if (key !== 'type' && key !== 'start' && key !== 'end') visit(value);
        }
      };
      visit(program.body);
      if (!output.hasChanged()) return null;
      return {
        code: output.toString(),
        map: output.generateMap({ hires: 'boundary', source: id }),
      };
    },
  };
}
