// Preloaded into a production start by production-build.test.ts: records every module the process loads.
import { appendFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const out = process.env.RECORD_MODULES_TO;
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (out) appendFileSync(out, `${resolved.url}\n`);
    return resolved;
  },
});
