// 送去配音 takes an AI answer as the script of the dubbing editor: the Markdown has to go (no one reads
// "**" or "##" aloud), but the text and its paragraphs stay. Parsed with the same parser the answer is
// rendered with (remark + GFM + CJK-friendly emphasis), so what is stripped is exactly what was shown as formatting.
import type { Nodes, Root } from 'mdast';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { remarkLineBreaks } from './lineBreaks';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkCjkFriendly).use(remarkLineBreaks);

function inline(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return '\n';
    case 'image':
    case 'html':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? (node.children as Nodes[]).map(inline).join('') : '';
  }
}

function blocks(node: Nodes, out: string[]): void {
  switch (node.type) {
    case 'root':
    case 'blockquote':
    case 'listItem':
    case 'footnoteDefinition':
      for (const child of node.children) blocks(child as Nodes, out);
      return;
    case 'list':
      // One line per item: a list in a script is read item after item.
      for (const item of node.children) {
        const lines: string[] = [];
        blocks(item, lines);
        out.push(lines.join('\n'));
      }
      return;
    case 'code':
      out.push(node.value);
      return;
    case 'table':
      for (const row of node.children) out.push(row.children.map((cell) => inline(cell).trim()).filter(Boolean).join('，'));
      return;
    case 'thematicBreak':
    case 'html':
    case 'definition':
      return;
    default: {
      const text = inline(node).trim();
      if (text) out.push(text);
    }
  }
}

/// The text of a Markdown answer as a plain script, as the editor takes it: formatting marks removed, one line per
/// line shown (a paragraph, a line break inside one, a list item), no empty lines (issue 28: 送去配音 put empty
/// lines between paragraphs while the screen showed none), links as their text, images dropped.
export function markdownToScript(markdown: string): string {
  // parse() does not run transformers: runSync gives the tree the screen renders (line breaks included)
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  const paragraphs: string[] = [];
  for (const child of tree.children) {
    const lines: string[] = [];
    blocks(child as Nodes, lines);
    const text = lines.join('\n').trim();
    if (text) paragraphs.push(text);
  }
  return paragraphs.join('\n');
}
