// Catalogue: the anchors page pieces and the anchor pickers (spec 01 §2 anchors page, spec 02 §2.4).
// Explicit named exports; re-exported by index.ts.
export {};
