// `pnpm build` of @peiyin/ui (library mode): the JavaScript of every source module, one file each
// (preserveModules, so a host's bundler keeps only the pieces it imports), and one compiled stylesheet,
// dist/styles.css, that hosts import once (`import '@peiyin/ui/styles.css'`). vanilla-extract needs its
// plugin to turn the .css.ts files into class names and CSS at build time; a plain library bundler
// cannot. The type declarations are bundled by tsdown afterwards (tsdown.config.ts).
// The workspace itself never reads dist: it imports the TypeScript sources (package.json `exports`);
// the `publishConfig.exports` map points installs at dist.
import { defineConfig } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], cssFileName: 'styles' },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // the host's bundler minifies; readable output keeps stack traces and source maps useful
    minify: false,
    rolldownOptions: {
      // every bare import (react, radix-ui, prosemirror-*, @peiyin/ssml…) stays an import, resolved
      // by the host, so one copy of React and of ProseMirror is shared with the host app
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
