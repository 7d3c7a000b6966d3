import { memo, useMemo } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkCjkFriendly from 'remark-cjk-friendly';
import remarkGfm from 'remark-gfm';
import remend from 'remend';
import * as css from './Markdown.css';
import { remarkLineBreaks } from './lineBreaks';

export type MarkdownProps = {
  /** The Markdown text (an AI answer). */
  children: string;
  /** The text is still arriving: unfinished marks (`**bold`, a half link) are closed for display, and a caret
   *  follows the last character. @default false */
  streaming?: boolean;
  className?: string;
};

const remarkPlugins = [remarkGfm, remarkCjkFriendly, remarkLineBreaks];

// Links open outside the app and carry no referrer; pictures are never loaded (the studio loads nothing
// from other sites, and its Content-Security-Policy would refuse them): their description is shown instead.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  img: ({ alt }) => (alt ? <span>{`[${alt}]`}</span> : null),
};

/**
 * Renders an AI answer's Markdown safely while it streams (issue 15): GitHub-flavoured Markdown with emphasis
 * that works next to Chinese punctuation, no raw HTML (tags show as the text they are), links made safe by
 * react-markdown's URL filter, no images loaded.
 */
export const Markdown = memo(function Markdown({ children, streaming = false, className }: MarkdownProps) {
  const source = useMemo(() => (streaming ? remend(children) : children), [children, streaming]);
  return (
    <div className={className ? `${css.markdown} ${className}` : css.markdown} data-state={streaming ? 'streaming' : 'idle'}>
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components}>
        {source}
      </ReactMarkdown>
      {streaming ? <span className={css.caret} aria-hidden="true" /> : null}
    </div>
  );
});
