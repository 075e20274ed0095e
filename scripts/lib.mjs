import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDistDir = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
export const webDist = path.join(webDistDir, 'index.html');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** True when the built web app is missing or older than its sources. */
export function webBuildIsStale() {
  if (!fs.existsSync(webDist)) return true;
  const built = fs.statSync(webDist).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/web/src')),
    newestMtime(path.join(root, 'apps/web/public')),
    newestMtime(path.join(root, 'packages/shared/src')),
    fs.statSync(path.join(root, 'apps/web/index.html')).mtimeMs,
    fs.statSync(path.join(root, 'apps/web/vite.config.ts')).mtimeMs,
  );
  return sources > built;
}

export async function buildWebIfNeeded() {
  if (!webBuildIsStale()) return 0;
  console.log('Building the web app…');
  return run('npm', ['run', 'build', '-w', '@ownless/web']);
}

/** The Chromium to drive: CHROME_PATH, then Debian's, else null. */
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}
