import { writeFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [
    react(),
    {
      // The test reads which files went into the bundle: all of them must come from this project.
      name: 'record-modules',
      buildEnd() {
        writeFileSync('modules.json', JSON.stringify([...this.getModuleIds()]));
      },
    },
  ],
  build: { sourcemap: false },
});
