import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp, type TestContext } from '../test/app';
import { API_DOCS_PREFIX } from './api-docs';

interface Operation {
  requestBody?: {
    content: Record<
      string,
      { schema: { properties?: Record<string, unknown>; required?: string[] } }
    >;
  };
  responses: Record<
    string,
    { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
  >;
  security?: unknown[];
  tags?: string[];
}

/** The reference page and the document it reads, as a browser would fetch them. */
async function expectDocsServed(t: TestContext) {
  const page = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  // Only scripts from this origin: the app's CSP (script-src 'self', no inline) allows them.
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toContain("'unsafe-inline' 'unsafe-eval'");
  const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(body!.trim(), 'inline script').toBe('');
    const src = /src="([^"]+)"/.exec(attributes!)?.[1];
    expect(src).toMatch(/^(\.\/|\/api\/docs\/)/);
    const asset = await t.app.inject({
      method: 'GET',
      url: new URL(src!, `http://x${API_DOCS_PREFIX}/`).pathname,
    });
    expect(asset.statusCode, src).toBe(200);
  }
  const json = await t.request({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
  expect(json.status).toBe(200);
  expect(json.body.openapi).toMatch(/^3\./);
  const document = json.body as {
    paths: Record<string, Record<string, Operation>>;
    components: { securitySchemes: object; schemas: Record<string, unknown> };
  };
  // Every named shape an operation points to is in the document.
  const refs = [
    ...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
  ].map((m) => m[1]!);
  expect(refs.length).toBeGreaterThan(0);
  for (const ref of new Set(refs)) expect(document.components.schemas, ref).toHaveProperty(ref);
  return document;
}

type Schema = { $ref?: string; properties?: Record<string, unknown>; required?: string[] };
/** A schema with its `$ref` (one level) looked up. */
const resolve = (
  document: { components: { schemas: Record<string, unknown> } },
  schema: Schema,
): Schema =>
  schema.$ref ? (document.components.schemas[schema.$ref.split('/').pop()!] as Schema) : schema;

describe('API reference at /api/docs', () => {
  const t = useTestApp();

  it('serves the reference UI and the OpenAPI document under the app CSP', async () => {
    await expectDocsServed(t);
  });

  it('documents POST /api/chat/send-message with its request and response schemas', async () => {
    const document = await expectDocsServed(t);
    const operation = document.paths['/api/chat/send-message']?.post;
    expect(operation).toBeDefined();
    const body = operation!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(['receiverId', 'senderId', 'message']),
    );
    expect(body.required).toEqual(expect.arrayContaining(['receiverId', 'message']));
    const created = operation!.responses['201']!.content!['application/json']!.schema;
    expect(Object.keys(created.properties ?? {})).toEqual(['chatMessage']);
    for (const status of ['400', '401', '500']) {
      const error = resolve(
        document,
        operation!.responses[status]!.content!['application/json']!.schema,
      );
      expect(Object.keys(error.properties ?? {})).toEqual(['message', 'errors']);
    }
    expect(operation!.security).toEqual([{ bearer: [] }]);
    expect(operation!.tags).toEqual(['Chat']);
    expect(operation).toMatchObject({ operationId: 'sendMessage', summary: 'Send a message' });
    expect(document.components.securitySchemes).toHaveProperty('bearer');
  });

  it('documents path parameters the OpenAPI way and leaves the reference UI itself out', async () => {
    const document = await expectDocsServed(t);
    const detail = document.paths['/api/listing/{id}']?.get?.responses['200']?.content?.[
      'application/json'
    ]?.schema as Schema;
    expect(resolve(document, detail.properties!.listing as Schema).required).toEqual(
      expect.arrayContaining(['id', 'name', 'images']),
    );
    expect(document.paths['/api/listing/{id}']?.get?.security).toEqual([]);
    expect(Object.keys(document.paths).filter((p) => p.startsWith(API_DOCS_PREFIX))).toEqual([]);
  });

  it('serves the document as YAML too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/yaml` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/api/chat/send-message:');
  });
});

describe('API reference in production mode', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ownless-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const t = useTestApp(
    { NODE_ENV: 'production', APP_URL: 'https://ownless.example' },
    { webDist: () => dist },
  );

  it('is served next to the single-page app, with the production CSP', async () => {
    const document = await expectDocsServed(t);
    expect(document.paths['/api/chat/send-message']).toBeDefined();
    const page = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PREFIX}/`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
