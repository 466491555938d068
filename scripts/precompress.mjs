/**
 * After the build: writes a brotli (.br) and a gzip (.gz) variant beside every text asset of dist/client of 1 KB
 * or more, at the strongest settings, so the edge serves them compressed without compressing per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|xml|txt|webmanifest)$/;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

export function precompress(clientDir) {
  let count = 0;
  for (const file of files(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count += 1;
  }
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
  console.log(`${precompress(clientDir)} assets precompressed (brotli and gzip) in ${clientDir}`);
}
