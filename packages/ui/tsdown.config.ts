// The type declarations of @peiyin/ui, bundled into one dist/index.d.ts (the JavaScript and the CSS come
// from `vite build`, see vite.config.ts). One bundled file resolves the same under every
// `moduleResolution` a host may use, which per-module declarations with extensionless imports do not.
import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: ['src/index.ts'],
  format: 'esm',
  platform: 'neutral',
  dts: { emitDtsOnly: true },
  // vite build has just written dist/: keep it
  clean: false,
  inputOptions: { checks: { pluginTimings: false } },
});
