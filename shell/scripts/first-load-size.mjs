// The shell's first-load JavaScript, from webpack stats: its entry chunk plus every chunk the
// entry's async startup fetches before the app renders (the fallbacks of the shared modules it
// consumes, and theirs in turn). Sizes are raw, gzip (level 9) and brotli (quality 11).
// Usage: node scripts/first-load-size.mjs <stats.json>   (the `bench` script writes one)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const statsFile = process.argv[2] ?? '.bench/stats.json';
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
const outputPath = stats.outputPath;

const chunksById = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
const consumesIn = (chunkId) =>
  stats.modules.filter((module) => module.moduleType === 'consume-shared-module' && module.chunks.includes(chunkId));

const loaded = new Set(stats.entrypoints.main.chunks);
const pending = [...loaded];
while (pending.length > 0) {
  const chunkId = pending.pop();
  const consumed = new Set(consumesIn(chunkId).map((module) => module.identifier));
  for (const chunk of stats.chunks) {
    const loadedForIt = (chunk.origins ?? []).some((origin) => consumed.has(origin.moduleIdentifier));
    if (loadedForIt && !loaded.has(chunk.id)) {
      loaded.add(chunk.id);
      pending.push(chunk.id);
    }
  }
}

const files = [...loaded].flatMap((id) => chunksById.get(id).files.filter((file) => file.endsWith('.js')));
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
let raw = 0;
let gzip = 0;
let brotli = 0;
for (const file of files) {
  const content = readFileSync(path.join(outputPath, file));
  raw += content.length;
  gzip += gzipSync(content, { level: 9 }).length;
  brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

console.log(`shell first-load JS: ${files.length} files, ${kib(raw)} raw, ${kib(gzip)} gzip, ${kib(brotli)} brotli`);
console.log(`  ${files.sort().join(' ')}`);
