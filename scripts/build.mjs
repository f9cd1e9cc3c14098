// `npm run build`: the production artefacts. The web app (Vite) into apps/web/dist and the server
// (scripts/build-server.mjs) into apps/server/dist; production then runs `node apps/server/dist/main.js`.
import path from 'node:path';
import { ensureWebBuilt, NODE24, ROOT, run } from './lib.mjs';

ensureWebBuilt({ force: true });
run(NODE24, [path.join(ROOT, 'scripts', 'build-server.mjs')]);
