import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_ISOLATED } from '../../vitest.isolated-files';

const root = path.resolve(__dirname, '../..');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

describe('web test isolation', () => {
  const files = testFiles(path.join(root, 'src'));

  it('runs every file that replaces a module in a registry of its own', () => {
    // A mock in a shared registry would replace the module for the files after it.
    const mocking = files.filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking.filter((file) => !WEB_ISOLATED.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    expect(WEB_ISOLATED.filter((file) => !files.includes(file))).toEqual([]);
  });
});
