// `pnpm build`: dist/index.js (ESM, with its source map) and one bundled dist/index.d.ts. Dependencies
// and peer dependencies stay imports (tsdown externalises them from package.json). The workspace never
// reads dist: it imports the TypeScript sources (package.json `exports`); `publishConfig.exports`
// points installs at dist.
import { defineConfig } from 'tsdown';

export default defineConfig({
  // openapi.ts: the Chinese OpenAPI texts, a separate entry so a web app importing the contract never carries them
  entry: ['src/index.ts', 'src/openapi.ts'],
  format: 'esm',
  platform: 'neutral',
  dts: true,
  sourcemap: true,
  inputOptions: { checks: { pluginTimings: false } },
});
