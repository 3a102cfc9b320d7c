import type { ESTree, Plugin } from 'vite';

// The identifier a chain of calls and member reads starts from: `z` in `z.object({...}).meta()`.
function chainRoot(node: ESTree.Expression | ESTree.Super): string | undefined {
  let current = node;
  while (true) {
    if (current.type === 'Identifier') return current.name;
    if (current.type === 'CallExpression') current = current.callee;
    else if (current.type === 'MemberExpression' && 'object' in current) current = current.object;
    else return undefined;
  }
}

/**
 * Makes the contracts' top-level schema declarations droppable, so the bundle keeps only the
 * schemas the app uses. A contracts module mixes schemas with plain values (`DEFAULT_REGION`,
 * `wineTypeLabels`, the error mapping), and building a schema is a chain of calls the bundler
 * must otherwise assume has side effects: importing one constant brought all of zod (about
 * 25 KiB gzip) into the first page. Each `const X = z...` (or `= OtherSchema.extend(...)`, or an
 * object or array literal) becomes a pure immediately-called function, which is true: building a
 * schema has no effect but its value.
 */
export const pureSchemas = (): Plugin => ({
  name: 'pure-schemas',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!/[\\/]contracts[\\/]src[\\/][^?]*\.ts$/.test(id)) return undefined;
    const program = this.parse(code);
    const edits: Array<{ start: number; end: number }> = [];
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const { init } of declaration.declarations) {
        if (!init) continue;
        // Shared pieces of schemas too: `const priceFields = { publicPrice: Pence, ... }`.
        const isLiteral = init.type === 'ObjectExpression' || init.type === 'ArrayExpression';
        const root = init.type === 'CallExpression' ? chainRoot(init) : undefined;
        if (isLiteral || root === 'z' || (root && /^[A-Z]/.test(root)))
          edits.push({ start: init.start, end: init.end });
      }
    }
    if (edits.length === 0) return undefined;
    let out = code;
    for (const { start, end } of edits.reverse()) {
      out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
    }
    return { code: out, map: null };
  },
});
