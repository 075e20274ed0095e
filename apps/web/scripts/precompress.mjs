// After `vite build`: writes a brotli (quality 11) and a gzip (level 9) copy beside every
// fingerprinted asset, once, at build time. The server sends them as they are (@fastify/static
// preCompressed) instead of compressing on every request at the fast, weaker settings. A copy
// no smaller than the file is not written (a tiny file, like the ICU warm-up worker's, grows):
// the file goes as it is, without a content-encoding header.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(path.resolve(webDir, process.env.WEB_DIST ?? 'dist'), 'assets');
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

let before = 0;
let after = 0;
for (const name of fs.readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(assets, name);
  const body = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = zlib.gzipSync(body, { level: 9 });
  for (const [copy, ext] of [
    [br, 'br'],
    [gz, 'gz'],
  ])
    if (copy.length < body.length) fs.writeFileSync(`${file}.${ext}`, copy);
    else fs.rmSync(`${file}.${ext}`, { force: true });
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `precompressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
