import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const server = process.env.ASKWISE_SERVER ?? 'http://localhost:3000';
// The server accepts WebSockets only from its own origin; the dev server passes them on as coming from it.
const socketProxy: ProxyOptions = {
  target: server,
  ws: true,
  configure: (proxy) => proxy.on('proxyReqWs', (request) => request.setHeader('origin', new URL(server).origin)),
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/graphql': socketProxy,
      '/push': socketProxy,
      '/files': server,
      '/dev': server,
      '/healthz': server,
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
