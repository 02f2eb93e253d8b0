import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * The browser's TypeScript from src/web and src/core (not CSS, not packages). Importing one of
 * these modules runs nothing but declarations: the only bare import is main.tsx's index.css.
 */
const OWN_SOURCE = /\/src\/(?:web|core)\/.+\.tsx?$/;

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** Names the bundle in client error reports: BUILD_ID from the deploy, else the build time. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

/**
 * Writes `x.br` and `x.gz` next to every text file of the build, so the server sends them as they
 * are (`preCompressed` in src/server/plugins/spa.ts) without compressing on each request.
 */
function precompress(): Plugin {
  const TEXT = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
  const MIN_BYTES = 1024;
  return {
    name: 'listingpilot:precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && TEXT.test(e.name));
      for (const entry of files) {
        const file = path.join(entry.parentPath, entry.name);
        const data = readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      // Features export their parts through an index.ts. Without side effects to keep, a chunk that
      // uses one of those parts loads that part's module only, not every module the index names
      // (AuthProvider alone in the entry, not the verify-email banner with it).
      treeshake: { moduleSideEffects: (id) => !OWN_SOURCE.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/_emulator': apiTarget },
  },
});
