// Custom anchors: detail, edit drawer, template-save dialog (spec 01 §2, spec 02 §2.5).
// Explicit named exports; re-exported by index.ts.
export {};
