// Counts the styles in packages/ui's components (and the private pieces they share) that only lay out (issue 11 §6: "layout through the design
// system's Box/Stack/Inline primitives wherever a .css.ts only sets flex/gap/padding"). A style counts when
// every property it sets is a flex or spacing property the sprinkles carry, with a value they carry: the
// display, flex direction, wrap, alignment, grow/shrink, and gap/padding/margin from the theme's space
// scale. Such a style can give way to `Box`/`Stack`/`Inline` props without a pixel moving.
//
//   node --import tsx scripts/layout-styles.ts          the count and the list
//   node --import tsx scripts/layout-styles.ts --count  the count only
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scanned = ['packages/ui/src/components', 'packages/ui/src/private'].map((dir) => path.join(root, dir));

// The values each property takes in packages/ui/src/theme/sprinkles.css.ts (`layout`).
const keywordAtoms: Record<string, readonly string[]> = {
  display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
  flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
  flexWrap: ['wrap', 'nowrap'],
  flexGrow: ['0', '1'],
  flexShrink: ['0', '1'],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
  justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
};
const spaceAtoms = new Set([
  'gap', 'padding', 'paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight',
  'margin', 'marginTop', 'marginBottom', 'marginLeft', 'marginRight',
]);
const shorthands = new Set(['padding', 'margin']);

/** `vars.space['3']` or `vars.space[3]` or 0. */
function isSpaceToken(text: string): boolean {
  return /^vars\.space\[['"]?\d+['"]?\]$/.test(text) || text === '0';
}

/** A padding/margin value made of one to four space tokens: `vars.space['2']`, `` `${vars.space['2']} ${vars.space['3']}` ``. */
function isSpaceValue(node: ts.Expression, source: ts.SourceFile, shorthand: boolean): boolean {
  if (ts.isNumericLiteral(node)) return node.text === '0';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text === '0';
  if (ts.isElementAccessExpression(node)) return isSpaceToken(node.getText(source));
  if (shorthand && ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    if (parts.some((part) => part.trim() !== '' && !/^\s*(0\s*)*$/.test(part))) return false;
    return node.templateSpans.every((span) => isSpaceToken(span.expression.getText(source)));
  }
  return false;
}

function isLayoutOnly(object: ts.ObjectLiteralExpression, source: ts.SourceFile): boolean {
  if (object.properties.length === 0) return false;
  return object.properties.every((property) => {
    if (!ts.isPropertyAssignment(property)) return false;
    const name = property.name.getText(source).replace(/['"]/g, '');
    const value = property.initializer;
    if (keywordAtoms[name]) {
      const text = ts.isStringLiteral(value) || ts.isNumericLiteral(value) ? value.text : null;
      return text !== null && keywordAtoms[name]!.includes(text);
    }
    if (spaceAtoms.has(name)) return isSpaceValue(value, source, shorthands.has(name));
    return false;
  });
}

export type LayoutStyle = { file: string; name: string };

/** Every exported `style({...})` of the .css.ts files under `dirs` (the components and private pieces) that only sets layout atoms. */
export function pureLayoutStyles(dirs: string | readonly string[] = scanned): LayoutStyle[] {
  const found: LayoutStyle[] = [];
  for (const dir of typeof dirs === 'string' ? [dirs] : dirs) found.push(...inDir(dir));
  return found;
}

function inDir(dir: string): LayoutStyle[] {
  const found: LayoutStyle[] = [];
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!entry.endsWith('.css.ts')) continue;
    const file = path.join(dir, entry);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || !ts.isCallExpression(init) || init.expression.getText(source) !== 'style') continue;
        const [argument] = init.arguments;
        if (argument && ts.isObjectLiteralExpression(argument) && isLayoutOnly(argument, source)) {
          found.push({ file: path.relative(root, file), name: declaration.name.getText(source) });
        }
      }
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const styles = pureLayoutStyles();
  if (!process.argv.includes('--count')) for (const { file, name } of styles) console.log(`${file}  ${name}`);
  console.log(`${styles.length} pure-layout styles in ${new Set(styles.map((s) => s.file)).size} files`);
}
