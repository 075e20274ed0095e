import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from './config';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the configuration an operator reads', () => {
  it.each(['.env.example', 'README.md', 'docs/deploy.md'])('%s names every variable', (file) => {
    const text = read(file);
    expect(ENV_VARIABLES.length).toBeGreaterThan(40);
    expect(ENV_VARIABLES.filter((name) => !new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
  });
});
