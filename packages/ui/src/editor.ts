// The speech-markup editor: SsmlEditor, WorkTitle, EditorFooter (spec 02 §2.2, §4).
// Explicit named exports; re-exported by index.ts.
export {};
