// Editor toolbar, markup pop-ups, BGM, pitch and audition menus (spec 02 §2.2, §2.3).
// Explicit named exports; re-exported by index.ts.
export {};
