// Runs drizzle-kit so that it finds drizzle-orm in the server workspace. npm installs
// drizzle-orm under server/node_modules but hoists drizzle-kit to the root, from where the
// kit cannot see the ORM; this hook resolves `drizzle-orm` as the server does, for both
// require() and import().
//   node server/scripts/drizzle-kit.mjs generate --config server/drizzle.config.ts
import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const serverPackage = new URL('../package.json', import.meta.url).href;
const serverRequire = createRequire(serverPackage);

let resolving = false;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (resolving || (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/'))) {
      return nextResolve(specifier, context);
    }
    if (context.conditions?.includes('require')) {
      resolving = true;
      try {
        return { url: pathToFileURL(serverRequire.resolve(specifier)).href, shortCircuit: true };
      } finally {
        resolving = false;
      }
    }
    return nextResolve(specifier, { ...context, parentURL: serverPackage });
  },
});

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv = [process.argv[0] ?? 'node', bin, ...process.argv.slice(2)];
await import(bin);
