import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The dev server proxies /api (and the sandbox cashier page /pay/sandbox) to the Fastify server (`pnpm dev` starts both), so the browser sees one origin
// exactly as in production, where the server serves the built app itself.
const apiTarget = process.env.PEIYIN_API ?? `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: Number(process.env.WEB_PORT ?? 5173), proxy: { '/api': { target: apiTarget, changeOrigin: true }, '/pay/sandbox': { target: apiTarget, changeOrigin: true } } },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
});
