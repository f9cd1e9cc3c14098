// `npm run dev`: the server in watch mode plus Vite with hot reload at http://localhost:5173.
import path from 'node:path';
import { ensureInstalled, NODE24, ROOT, runForeground } from './lib.mjs';

ensureInstalled();
runForeground(NODE24, [
  path.join(ROOT, 'node_modules', 'concurrently', 'dist', 'bin', 'index.js'),
  '--kill-others',
  '--names', 'server,web',
  'npm run dev -w @askwise/server',
  'npm run dev -w @askwise/web',
]);
