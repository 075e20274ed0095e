// Writes e2e/durations.json, the weights that split the journeys into groups of equal time
// (journeyGroups in scripts/lib.mjs), from the output of a run: `npm test 2>&1 | tee run.log`
// (or CI's log), then `node scripts/e2e-durations.mjs < run.log`. Reads Playwright's list
// lines ("✓  12 [chromium] › e2e/chat.spec.ts:31:1 › … (14.2s)") and sums each file's tests.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const input = fs.readFileSync(0, 'utf8');
const seconds = {};
const line =
  /[✓✘-]\s+\d+\s+\[chromium\]\s+›\s+(?:e2e\/)?([\w.-]+\.spec\.ts):\d+:\d+\s+›.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
for (const text of input.split('\n')) {
  const match = line.exec(text);
  if (!match) continue;
  const [, file, amount, unit] = match;
  const value = Number(amount) * (unit === 'ms' ? 0.001 : unit === 'm' ? 60 : 1);
  seconds[file] = (seconds[file] ?? 0) + value;
}
if (Object.keys(seconds).length === 0) {
  console.error('No Playwright test lines found in the input.');
  process.exit(1);
}
const rounded = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, value]) => [file, Math.round(value)]),
);
const out = path.join(root, 'e2e/durations.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ about: 'Seconds each journey file took in CI: see scripts/e2e-durations.mjs.', seconds: rounded }, null, 2)}\n`,
);
console.log(`Wrote ${out}:`, rounded);
