// Reference docs from `///` comments, in the spirit of ProseMirror's getdocs (typedoc does not read
// `///`). `pnpm api-docs` runs
// `node --import tsx scripts/api-docs.ts packages/ssml`: it walks the exports of the package's
// src/index.ts with the TypeScript compiler, follows each to its declaration and writes API.md beside
// the package.json, grouped by source file in the order index.ts exports them.
// The output depends only on the source (no dates, no absolute paths), so tests/docs can check that
// the committed API.md is current.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/// One documented member of an interface, object type or class.
export interface ApiMember {
  /// The member as TypeScript prints it, e.g. `counter?: Counter`.
  signature: string;
  /// Its `///` comment, '' when it has none.
  doc: string;
}

/// One export of the package's entry point.
export interface ApiEntry {
  /// The exported name.
  name: string;
  kind: 'function' | 'class' | 'interface' | 'type' | 'const' | 'enum';
  /// The source file that declares it, relative to src/ and without extension (`schema`, `plugins/lengthLimit`).
  group: string;
  /// Code lines shown in the entry's ```ts block.
  signature: string;
  /// The export's doc comment, '' when it has none.
  doc: string;
  members: ApiMember[];
}

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
const typeFlags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
// An inferred constant type longer than this is shown as an outline of its properties.
const MAX_TYPE_LINES = 60;
// A constant whose initializer prints shorter than this shows its value instead of its type.
const MAX_VALUE_LENGTH = 100;

/// Reads the doc comment that ends right before `node`: a run of `///` lines, or one `/** */` block,
/// with nothing but one line break between it and the declaration.
export function docComment(node: ts.Node, sourceText: string): string {
  const ranges = ts.getLeadingCommentRanges(sourceText, node.getFullStart()) ?? [];
  const lines: string[] = [];
  let next = node.getStart();
  for (let i = ranges.length - 1; i >= 0; i--) {
    const range = ranges[i]!;
    // A blank line between comment and declaration (or between two comments) ends the doc comment.
    if ((sourceText.slice(range.end, next).match(/\n/g)?.length ?? 0) > 1) break;
    const text = sourceText.slice(range.pos, range.end);
    if (range.kind === ts.SyntaxKind.SingleLineCommentTrivia && /^\/\/\/(?!\/)/.test(text)) {
      lines.unshift(text.replace(/^\/\/\/ ?/, '').trimEnd());
      next = range.pos;
      continue;
    }
    if (lines.length === 0 && range.kind === ts.SyntaxKind.MultiLineCommentTrivia && /^\/\*\*(?!\/)/.test(text)) {
      const body = text
        .replace(/^\/\*\*/, '')
        .replace(/\*\/$/, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
      lines.push(...body);
    }
    break;
  }
  while (lines.length && !lines[0]) lines.shift();
  while (lines.length && !lines[lines.length - 1]) lines.pop();
  return lines.join('\n');
}

function print(node: ts.Node, source: ts.SourceFile): string {
  return printer.printNode(ts.EmitHint.Unspecified, node, source);
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/;$/, '');
}

function isPublic(member: ts.ClassElement | ts.TypeElement): boolean {
  const flags = ts.getCombinedModifierFlags(member as ts.Declaration);
  return !(flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) && !(member.name && ts.isPrivateIdentifier(member.name));
}

function typeMembers(members: ts.NodeArray<ts.TypeElement>, source: ts.SourceFile): ApiMember[] {
  return members.map((member) => ({ signature: oneLine(print(member, source)), doc: docComment(member, source.text) }));
}

function classMembers(decl: ts.ClassDeclaration, checker: ts.TypeChecker, source: ts.SourceFile): ApiMember[] {
  const out: ApiMember[] = [];
  for (const member of decl.members) {
    if (!isPublic(member)) continue;
    const doc = docComment(member, source.text);
    if (ts.isConstructorDeclaration(member)) {
      const sig = checker.getSignatureFromDeclaration(member);
      if (!sig) continue;
      // A constructor has no return type of its own: drop the `: ClassName` TypeScript prints.
      const text = checker.signatureToString(sig!, member, typeFlags).replace(/\): [^()]*$/, ')');
      out.push({ signature: 'constructor' + text, doc });
    } else if (ts.isMethodDeclaration(member) && member.name) {
      const sig = checker.getSignatureFromDeclaration(member);
      if (sig) out.push({ signature: member.name.getText(source) + checker.signatureToString(sig, member, typeFlags), doc });
    } else if (ts.isPropertyDeclaration(member)) {
      const readonly = ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      const type = checker.typeToString(checker.getTypeAtLocation(member), member, typeFlags);
      out.push({ signature: `${readonly}${member.name.getText(source)}${member.questionToken ? '?' : ''}: ${type}`, doc });
    }
  }
  return out;
}

function typeParameters(params: ts.NodeArray<ts.TypeParameterDeclaration> | undefined, source: ts.SourceFile): string {
  return params ? `<${params.map((p) => print(p, source)).join(', ')}>` : '';
}

function heritage(clauses: ts.NodeArray<ts.HeritageClause> | undefined, source: ts.SourceFile): string {
  return clauses ? ' ' + clauses.map((c) => oneLine(print(c, source)).trim()).join(' ') : '';
}

// The statement a declaration's doc comment sits on (a `const` is documented on its `export const` line).
function commentHost(decl: ts.Declaration): ts.Node {
  if (ts.isVariableDeclaration(decl) && ts.isVariableDeclarationList(decl.parent) && ts.isVariableStatement(decl.parent.parent)) {
    return decl.parent.declarations.length === 1 ? decl.parent.parent : decl;
  }
  return decl;
}

function isLiteralValue(node: ts.Expression): boolean {
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)) return isLiteralValue(node.expression);
  if (ts.isPrefixUnaryExpression(node)) return isLiteralValue(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isLiteralValue);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteralValue(p.initializer));
  }
  return (
    ts.isNumericLiteral(node) ||
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isRegularExpressionLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  );
}

// `{ key: type; … }` with nested object types elided as `{…}`, for inferred types too long to read
// whole (the node specs of a schema, say).
function outline(type: ts.Type, decl: ts.Node, checker: ts.TypeChecker): string {
  const lines = checker.getPropertiesOfType(type).map((prop) => {
    const text = checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, decl), decl, typeFlags);
    return `    ${prop.name}: ${text.length > 60 || text.startsWith('{') ? '{…}' : text};`;
  });
  return ['{', ...lines, '}'].join('\n');
}

function describe(name: string, symbol: ts.Symbol, checker: ts.TypeChecker): Omit<ApiEntry, 'group'> | null {
  const decls = symbol.declarations ?? [];
  const decl = decls[0];
  if (!decl) return null;
  const source = decl.getSourceFile();
  const doc = decls.map((d) => docComment(commentHost(d), source.text)).find((d) => d) ?? '';

  if (ts.isFunctionDeclaration(decl)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
    const signature = type
      .getCallSignatures()
      .map((sig) => `function ${name}${checker.signatureToString(sig, decl, typeFlags)}`)
      .join('\n');
    return { name, kind: 'function', signature, doc, members: [] };
  }
  if (ts.isClassDeclaration(decl)) {
    const abstract = ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Abstract ? 'abstract ' : '';
    return {
      name,
      kind: 'class',
      signature: `${abstract}class ${name}${typeParameters(decl.typeParameters, source)}${heritage(decl.heritageClauses, source)}`,
      doc,
      members: classMembers(decl, checker, source),
    };
  }
  if (ts.isInterfaceDeclaration(decl)) {
    const members = decls.filter(ts.isInterfaceDeclaration).flatMap((d) => typeMembers(d.members, d.getSourceFile()));
    return {
      name,
      kind: 'interface',
      signature: `interface ${name}${typeParameters(decl.typeParameters, source)}${heritage(decl.heritageClauses, source)}`,
      doc,
      members,
    };
  }
  if (ts.isTypeAliasDeclaration(decl)) {
    const head = `type ${name}${typeParameters(decl.typeParameters, source)}`;
    if (ts.isTypeLiteralNode(decl.type)) {
      return { name, kind: 'type', signature: head, doc, members: typeMembers(decl.type.members, source) };
    }
    return { name, kind: 'type', signature: `${head} = ${print(decl.type, source)}`, doc, members: [] };
  }
  if (ts.isEnumDeclaration(decl)) {
    const members = decl.members.map((m) => ({ signature: oneLine(print(m, source)), doc: docComment(m, source.text) }));
    return { name, kind: 'enum', signature: `enum ${name}`, doc, members };
  }
  if (ts.isVariableDeclaration(decl)) {
    const keyword = decl.parent.flags & ts.NodeFlags.Const ? 'const' : 'let';
    let signature: string;
    if (decl.initializer && isLiteralValue(decl.initializer) && print(decl.initializer, source).length <= MAX_VALUE_LENGTH) {
      signature = `${keyword} ${name} = ${print(decl.initializer, source)}`;
    } else if (decl.type) {
      signature = `${keyword} ${name}: ${print(decl.type, source)}`;
    } else {
      const type = checker.getTypeOfSymbolAtLocation(symbol, decl);
      const node = checker.typeToTypeNode(
        type,
        decl,
        ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.MultilineObjectLiterals | ts.NodeBuilderFlags.UseSingleQuotesForStringLiteralType,
      );
      const full = node ? print(node, source) : checker.typeToString(type, decl, typeFlags);
      signature = `${keyword} ${name}: ${full.split('\n').length > MAX_TYPE_LINES ? outline(type, decl, checker) : full}`;
    }
    return { name, kind: 'const', signature, doc, members: [] };
  }
  return null;
}

function compilerOptions(packageDir: string): ts.CompilerOptions {
  const configPath = path.join(packageDir, 'tsconfig.json');
  const base: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  };
  if (!fs.existsSync(configPath)) return base;
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  return { ...base, ...parsed?.options, noEmit: true };
}

/// Every export of `<packageDir>/src/index.ts`, in the order the entry point exports them, with its
/// declaration's group, kind, signature, doc comment and documented members.
export function collectApi(packageDir: string): ApiEntry[] {
  const srcDir = path.resolve(packageDir, 'src');
  const entry = path.join(srcDir, 'index.ts');
  const program = ts.createProgram([entry], compilerOptions(packageDir));
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  if (!entryFile) throw new Error(`no ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(entryFile);
  if (!moduleSymbol) return [];

  const found: { order: number; entry: ApiEntry }[] = [];
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const described = describe(exported.name, target, checker);
    const decl = target.declarations?.[0];
    if (!described || !decl) continue;
    const file = path.relative(srcDir, decl.getSourceFile().fileName).split(path.sep).join('/');
    const order = exported.declarations?.find((d) => d.getSourceFile() === entryFile)?.getStart() ?? Number.MAX_SAFE_INTEGER;
    found.push({ order, entry: { ...described, group: file.replace(/\.(d\.)?[cm]?tsx?$/, '') } });
  }
  found.sort((a, b) => a.order - b.order || a.entry.name.localeCompare(b.entry.name));
  return found.map((f) => f.entry);
}

function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line ? prefix + line : ''))
    .join('\n');
}

/// Renders the entries as markdown: a contents list, then one section per source file.
export function renderApi(packageName: string, entries: ApiEntry[]): string {
  const groups = new Map<string, ApiEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);

  const out: string[] = [
    `# ${packageName} API reference`,
    '',
    '<!-- Generated from the `///` comments of src/ by scripts/api-docs.ts; do not edit, run `pnpm api-docs`. -->',
    '',
    'Every export of `src/index.ts`, grouped by the source file that declares it. Types are named as that',
    'file imports them (e.g. `PMNode` for prosemirror-model\'s `Node`).',
    '',
  ];
  for (const group of groups.keys()) out.push(`- [\`${group}\`](#${group.replace(/[^a-z0-9]+/gi, '').toLowerCase()})`);
  for (const [group, list] of groups) {
    out.push('', `## ${group}`);
    for (const entry of list) {
      out.push('', `### \`${entry.name}\` (${entry.kind})`, '', '```ts', entry.signature, '```');
      if (entry.doc) out.push('', entry.doc);
      if (entry.members.length) {
        out.push('');
        for (const member of entry.members) {
          // The doc's first line follows the signature; later lines stay inside the list item.
          out.push(member.doc ? `- \`${member.signature}\`: ${indent(member.doc, '  ').trimStart()}` : `- \`${member.signature}\``);
        }
      }
    }
  }
  return out.join('\n') + '\n';
}

/// The markdown `pnpm docs` writes to `<packageDir>/API.md`.
export function generateApiDocs(packageDir: string, entries: ApiEntry[] = collectApi(packageDir)): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { name?: string };
  return renderApi(pkg.name ?? path.basename(path.resolve(packageDir)), entries);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const packageDir = process.argv[2];
  if (!packageDir) {
    console.error('usage: node --import tsx scripts/api-docs.ts <package dir>');
    process.exit(2);
  }
  const entries = collectApi(packageDir);
  for (const e of entries.filter((e) => !e.doc)) console.warn(`undocumented export: ${e.name} (${e.group})`);
  const file = path.join(packageDir, 'API.md');
  fs.writeFileSync(file, generateApiDocs(packageDir, entries));
  console.log(`wrote ${file}`);
}
