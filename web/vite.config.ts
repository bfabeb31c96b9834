import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const outDir = fileURLToPath(new URL('../dist/web', import.meta.url));

/**
 * The local cloud writes web/public/runtime-config.json for development, and
 * Vite copies public/ into the build. The deployed file must come from the
 * stack only, so a build never carries a local one.
 */
function withoutRuntimeConfig(): Plugin {
  // The folder this build writes: dist/web, or the local cloud's own when it serves a build (web/build-site.ts).
  let builtInto = outDir;
  return {
    name: 'without-runtime-config',
    apply: 'build',
    configResolved(config) {
      builtInto = config.build.outDir;
    },
    closeBundle() {
      rmSync(`${builtInto}/runtime-config.json`, { force: true });
    },
  };
}

/**
 * The web app. Nothing environment-specific is compiled in: endpoints and ids
 * come from /runtime-config.json at startup (shared/runtime-config.ts), written
 * by the stack in AWS and by the local cloud locally. So there is no proxy and
 * no `define` here, and one build serves every environment.
 *
 * The build runs through web/build.ts (npm run build:web) and the dev server
 * through the local cloud (infra/local/web-server.ts); both add
 * plugins/site-assets.ts, the drawn files (sample portraits, icons), which
 * imports app code this config loader should not bundle, and
 * plugins/browser-common-passwords.ts (the password list loads on demand).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), withoutRuntimeConfig()],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // No <link rel=modulepreload> per dynamic import's dependencies: inserting them cost more main-thread
    // time than the round trips they save (decision 0034).
    modulePreload: false,
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
