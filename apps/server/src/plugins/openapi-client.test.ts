import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { createListing, createOwner, createUser, TEST_PASSWORD } from '../test/factories';
import { API_DOCS_PREFIX } from './api-docs';

/**
 * What an API consumer does with the document: generate types from it (openapi-typescript),
 * write a client against them (openapi-fetch), compile it, and call the server with it.
 * The client below is theirs, not ours: it only knows the generated `paths`.
 */

const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

/** Signs in, checks who it is, searches listings and reads the first one found. */
export async function browse(baseUrl: string, email: string, password: string, keyword: string) {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/api/login', { body: { email, password } });
  if (!login.data || !('token' in login.data.data)) throw new Error('not signed in');
  const authorization = \`Bearer \${login.data.data.token}\`;

  const me = await client.GET('/api/user/personal/info', { headers: { authorization } });
  if (!me.data) throw new Error(me.error?.message);

  const found = await client.GET('/api/listings', { params: { query: { keyword, per_page: 5 } } });
  if (!found.data) throw new Error(found.error?.message);
  const first = found.data.items[0];
  if (!first) return { email: me.data.data.email, total: found.data.total, listing: null };

  const detail = await client.GET('/api/listing/{id}', { params: { path: { id: first.id } } });
  if (!detail.data) throw new Error(detail.error?.message);
  const listing: { id: number; name: string; owner_id: number } = detail.data.listing;
  return { email: me.data.data.email, total: found.data.total, listing };
}
`;

/** Mistakes the generated types must catch: each line marked `// error` fails to compile. */
const MISUSE = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function misuse(client: ReturnType<typeof createClient<paths>>) {
  await client.GET('/api/listing/{id}', { params: { path: { id: 'seven' } } }); // error
  await client.GET('/api/no-such-route'); // error
  await client.POST('/api/login', { body: { email: 'a@b.c' } }); // error
  const found = await client.GET('/api/listings');
  return found.data?.items[0]?.no_such_field; // error
}
`;

const t = useTestApp();
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-openapi-client-'));
  // The client resolves openapi-fetch the way a consumer's project would: from node_modules.
  const modules = fileURLToPath(new URL('../../../../node_modules', import.meta.url));
  fs.symlinkSync(modules, path.join(dir, 'node_modules'), 'dir');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  // openapi-fetch's own declarations are its business; the generated file is checked.
  skipLibCheck: true,
};

const lineOf = (d: ts.Diagnostic) => d.file!.getLineAndCharacterOfPosition(d.start!).line + 1;
const describeDiagnostic = (d: ts.Diagnostic) =>
  `${path.basename(d.file?.fileName ?? '?')}:${d.file ? lineOf(d) : '?'} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;

// Generating and type-checking half a megabyte of types takes seconds of CPU, more on a busy
// machine.
const SLOW = 180_000;

describe('a client generated from the OpenAPI document', () => {
  it(
    'compiles against the types generated from the served document, which refuse mistakes',
    async () => {
      const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
      expect(res.statusCode).toBe(200);
      fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(res.json())));
      fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
      fs.writeFileSync(path.join(dir, 'misuse.ts'), MISUSE);

      const program = ts.createProgram(
        ['client.ts', 'misuse.ts'].map((file) => path.join(dir, file)),
        compilerOptions,
      );
      const diagnostics = ts.getPreEmitDiagnostics(program);
      const isMisuse = (d: ts.Diagnostic) =>
        d.file !== undefined && path.basename(d.file.fileName) === 'misuse.ts';
      // The generated file and the client compile cleanly...
      expect(diagnostics.filter((d) => !isMisuse(d)).map(describeDiagnostic)).toEqual([]);
      // ...and the types are real: every marked mistake is refused, nothing else.
      const marked = MISUSE.split('\n').flatMap((line, i) =>
        line.endsWith('// error') ? [i + 1] : [],
      );
      const refused = new Set(diagnostics.filter(isMisuse).map(lineOf));
      expect([...refused].sort((a, b) => a - b)).toEqual(marked);
    },
    SLOW,
  );

  it('runs against the server: signs in, searches and reads a listing', async () => {
    const owner = await createOwner(t.database.db);
    const listing = await createListing(t.database.db, {
      ownerId: owner.id,
      name: 'Quokkatron telescope',
    });
    const renter = await createUser(t.database.db);
    // The types only matter to the compiler; what runs is the client's JavaScript.
    fs.writeFileSync(
      path.join(dir, 'client.mjs'),
      ts.transpileModule(CLIENT, { compilerOptions: { ...compilerOptions, noEmit: false } })
        .outputText,
    );
    const { browse } = (await import(pathToFileURL(path.join(dir, 'client.mjs')).href)) as {
      browse(...args: string[]): Promise<unknown>;
    };
    const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });

    expect(await browse(baseUrl, renter.email, TEST_PASSWORD, 'Quokkatron')).toEqual({
      email: renter.email,
      total: 1,
      listing: expect.objectContaining({
        id: listing.id,
        name: 'Quokkatron telescope',
        owner_id: owner.id,
      }),
    });
    await expect(browse(baseUrl, renter.email, 'wrong password', 'Quokkatron')).rejects.toThrow(
      'not signed in',
    );
  });
});
