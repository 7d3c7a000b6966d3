// Sample gallery and creation center (spec 02 §2.6, §2.12).
// Explicit named exports; re-exported by index.ts.
export {};
