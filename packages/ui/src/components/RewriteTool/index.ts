export { RewriteTool, REWRITE_INPUT_MAX } from './RewriteTool';
export type { RewriteToolProps } from './RewriteTool';
