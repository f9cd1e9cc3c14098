import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.ASKWISE_SERVER ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: server, ws: true },
      '/push': { target: server, ws: true },
      '/files': server,
      '/dev': server,
      '/healthz': server,
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
