import { readFileSync } from 'node:fs';
import { MemoryFS, PGlite } from '@electric-sql/pglite';
import { createPglite } from '../src/db/client.ts';

// A PGlite on a copy of the global set-up's migrated dump, for the tests' apps. PGlite's own
// `loadDataDir` re-reads and untars the 44 MB dump for every database (0.5–0.8 s of CPU
// each); here the dump is read and split into files once per worker process and every new
// database gets its files written straight into its in-memory file system.

type Entry = { path: string; data: Uint8Array | null };

const field = (bytes: Uint8Array, from: number, length: number): string => {
  const end = bytes.subarray(from, from + length).indexOf(0);
  return Buffer.from(bytes.subarray(from, end < 0 ? from + length : from + end)).toString();
};

/** The regular files and directories of a ustar archive (what dumpDataDir writes). */
const untar = (bytes: Uint8Array): Entry[] => {
  const entries: Entry[] = [];
  for (let at = 0; at + 512 <= bytes.length && bytes[at] !== 0;) {
    const name = field(bytes, at, 100);
    const prefix = field(bytes, at + 345, 155);
    const size = parseInt(field(bytes, at + 124, 12).trim() || '0', 8);
    const type = field(bytes, at + 156, 1) || '0';
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^\/+|\/+$/g, '');
    at += 512;
    if (type === '0') entries.push({ path, data: bytes.subarray(at, at + size) });
    else if (type === '5') entries.push({ path, data: null });
    else throw new Error(`migrated dump: unexpected tar entry type ${type} (${path})`);
    at += Math.ceil(size / 512) * 512;
  }
  return entries;
};

/** An in-memory file system that starts with the dump's files (written as copies). */
class CopyFS extends MemoryFS {
  constructor(private readonly entries: Entry[]) {
    super();
  }

  override async initialSyncFs() {
    await super.initialSyncFs();
    if (!this.pg) throw new Error('PGlite file system used before init');
    const fs = this.pg.Module.FS;
    const root = PGlite.paths.PGDATA;
    fs.mkdirTree(root);
    for (const { path, data } of this.entries) {
      // MEMFS copies what it is given (see openPgliteCopy), so the entries stay as dumped.
      if (data) fs.writeFile(`${root}/${path}`, data);
      else fs.mkdirTree(`${root}/${path}`);
    }
  }
}

let cached: { file: string; entries: Entry[] } | undefined;

/** A new PGlite holding a copy of the migrated database dumped at `file`. */
export const openPgliteCopy = (file: string): Promise<PGlite> => {
  // A plain Uint8Array, not the Buffer readFileSync gives: MEMFS copies a file's first
  // write with .slice(), which on a Buffer is a view, and postgres would then write into
  // the shared dump (and every later copy would read those pages).
  if (cached?.file !== file) cached = { file, entries: untar(new Uint8Array(readFileSync(file))) };
  return createPglite({ fs: new CopyFS(cached.entries) });
};
