import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiProxy = {
  '/api': { target: 'http://localhost:3000', ws: true },
};

/** Files worth compressing: text, and fonts that are not compressed already. */
const compressible = /\.(js|css|html|svg|json|txt|ttf|otf)$/;

/**
 * Writes a brotli (highest quality) and a gzip copy beside every compressible file of the
 * build, once, so that the server sends them as they are (`preCompressed` in
 * apps/server/src/http/web-client.ts) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const filesUnder = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
  return {
    name: 'lims-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const path of filesUnder(outDir)) {
        if (!compressible.test(path)) continue;
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: the server would otherwise hand the sources to anyone who asks.
    sourcemap: false,
    rollupOptions: {
      output: {
        // React changes far less often than our code: its own chunk stays cached across releases.
        // A language's texts, one file per area, load as one chunk when it is chosen; English
        // comes with the page (src/app/i18n/language-texts.ts). Other libraries are split where
        // the pages use them, so that a page downloads only what it renders
        // (docs/decisions/0017-delivery-and-speed.md).
        manualChunks: (id) => {
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          const language = /\/i18n\/locales\/[\w-]+\/(\w+)\.json\?raw$/.exec(id)?.[1];
          return language && language !== 'en' ? `texts-${language}` : undefined;
        },
      },
    },
  },
});
