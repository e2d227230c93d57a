import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packageRoot = path.resolve(import.meta.dirname, '../..');
const sourceRoot = path.join(packageRoot, 'src');

/**
 * The schemas a contract module builds when it is imported: each top-level expression whose type is
 * a zod schema and that is not `lazySchema(…)` nor a reference to another declaration, looked for
 * in declarations and inside the objects and calls they are made of (an endpoint's fields).
 */
function schemasBuiltAtImport(): string[] {
  const configPath = path.join(packageRoot, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const isSchema = (node: ts.Node) => {
    const type = checker.getTypeAtLocation(node);
    return type.getProperty('_zod') !== undefined && type.getProperty('safeParse') !== undefined;
  };
  const isReference = (node: ts.Expression): boolean =>
    ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && isReference(node.expression));
  const isLazy = (node: ts.Expression) =>
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'lazySchema';

  const found: string[] = [];
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(sourceRoot) || file.fileName.endsWith('.test.ts')) continue;
    const visit = (node: ts.Expression | undefined): void => {
      if (!node || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return;
      if (isSchema(node)) {
        if (!isReference(node) && !isLazy(node)) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${path.relative(sourceRoot, file.fileName)}:${line + 1}`);
        }
        return;
      }
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          if (ts.isPropertyAssignment(property)) visit(property.initializer);
        }
      } else if (ts.isCallExpression(node)) {
        node.arguments.forEach(visit);
      } else if (ts.isArrayLiteralExpression(node)) {
        node.elements.forEach(visit);
      } else if (
        ts.isParenthesizedExpression(node) ||
        ts.isAsExpression(node) ||
        ts.isSatisfiesExpression(node)
      ) {
        visit(node.expression);
      }
    };
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        visit(declaration.initializer);
      }
    }
  }
  return found;
}

describe('the contract’s schemas', () => {
  it('are each declared inside lazySchema, so a page builds only those it uses (decision 0015)', () => {
    expect(schemasBuiltAtImport()).toEqual([]);
  }, 60_000);
});
