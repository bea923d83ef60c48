// The build half of the packet bench, in its own process so its peak RSS is the build's alone.
// Reads the manifest written by run.mjs; each exhibit's file is read only when its turn comes.
import { readFile, writeFile } from 'node:fs/promises';
import { buildPacket, type PacketExhibit, type PacketInput } from '../../server/platform/packet/index';

type Manifest = Omit<PacketInput, 'exhibits'> & { exhibits: (Omit<PacketExhibit, 'bytes' | 'read'> & { file: string })[]; maxPartBytes: number };

const dir = process.argv[2] ?? '.';
const manifest = JSON.parse(await readFile(`${dir}/manifest.json`, 'utf8')) as Manifest;
const started = performance.now();
const result = await buildPacket(
  { ...manifest, exhibits: manifest.exhibits.map(({ file, ...e }) => ({ ...e, read: async () => new Uint8Array(await readFile(file)) })) },
  { maxPartBytes: manifest.maxPartBytes },
);
const seconds = (performance.now() - started) / 1000;
await writeFile(
  `${dir}/result.json`,
  JSON.stringify({
    seconds,
    pages: result.pages,
    parts: result.parts.map((p) => ({ bytes: p.bytes.length, pages: p.pages })),
    warnings: result.warnings,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  }),
);
