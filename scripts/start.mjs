// `npm start`: installs on first run, builds the web app when it changed, then runs the whole product
// (embedded PostgreSQL, web and worker in one process) at http://localhost:3000.
import path from 'node:path';
import { ensureInstalled, ensureWebBuilt, NODE24, ROOT, runForeground } from './lib.mjs';

ensureInstalled();
ensureWebBuilt();
runForeground(NODE24, ['--import', 'tsx', path.join(ROOT, 'apps', 'server', 'src', 'main.ts')], {
  env: { NODE_ENV: 'development', ...process.env },
});
