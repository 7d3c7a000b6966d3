// A line break inside a paragraph is a line break (issue 28). Writing models answer in Chinese with single line
// breaks between lines of a script; Markdown's soft break would run them into one paragraph on screen, while the
// script sent to the editor kept them: the screen and the script disagreed. Like GitHub's comments (and
// remark-breaks), every newline of a paragraph's text becomes a break, for the renderer and for
// `markdownToScript` alike, so what is shown is what is sent.
import type { Break, Nodes, Parent, Root, Text } from 'mdast';

function splitBreaks(parent: Parent): void {
  const children: Parent['children'] = [];
  for (const child of parent.children) {
    if (child.type === 'text' && child.value.includes('\n')) {
      const lines = child.value.split('\n');
      lines.forEach((line, index) => {
        if (index > 0) children.push({ type: 'break' } satisfies Break);
        // the spaces a soft break leaves at the ends of lines are not text
        const value = index > 0 ? line.trimStart() : line;
        const trimmed = index < lines.length - 1 ? value.trimEnd() : value;
        if (trimmed) children.push({ type: 'text', value: trimmed } satisfies Text);
      });
    } else {
      if ('children' in child && (child as Nodes).type !== 'code' && (child as Nodes).type !== 'inlineCode') splitBreaks(child as Parent);
      children.push(child);
    }
  }
  parent.children = children;
}

/// The remark plugin: soft line breaks become hard ones.
export function remarkLineBreaks() {
  return (tree: Root) => splitBreaks(tree);
}
