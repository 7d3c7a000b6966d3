// What the storybook project's globalSetup (screenshotRenderer.ts) hands the story tests in the browser. A module of
// types only, so the browser-side setup (.storybook/vitest.setup.ts) can see it without the setup's Node imports.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Why the baselines cannot be compared in this renderer, or null when it is the one they were recorded in. */
    screenshotRendererMismatch: string | null;
  }
}

export {};
