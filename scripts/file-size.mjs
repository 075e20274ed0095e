// `npm run lint:size`: no source file over 500 lines. A file that long holds several concerns,
// and the next engineer has to read all of them to change one. Split it by concern and name each
// part for what it does.
//
// Not counted: tests (*.test.*, *.spec.*), seed data (apps/server/src/seed/), generated
// migrations (apps/server/drizzle/) and the Drizzle schema (apps/server/src/db/schema.ts), which
// is one table list on purpose.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

export const MAX_LINES = 500;

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const EXEMPT = [
  /\.(test|spec)\.[a-z]+$/,
  /^apps\/server\/src\/seed\//,
  /^apps\/server\/drizzle\//,
  /^apps\/server\/src\/db\/schema\.ts$/,
];

export function oversizedFiles() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !EXEMPT.some((rule) => rule.test(file)));
  const over = [];
  for (const file of files) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    const lines = fs.readFileSync(full, 'utf8').split('\n').length - 1;
    if (lines > MAX_LINES) over.push({ file, lines });
  }
  return over.sort((a, b) => b.lines - a.lines);
}

const over = oversizedFiles();
if (over.length > 0) {
  console.error(`Source files over ${MAX_LINES} lines (split each by concern):`);
  for (const { file, lines } of over) console.error(`  ${lines}  ${file}`);
  process.exit(1);
}
console.log(`lint:size: every source file is ${MAX_LINES} lines or fewer.`);
