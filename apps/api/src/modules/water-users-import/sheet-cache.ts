import type { ReadFile } from './read-file.ts';

// The preview parses a file seconds before the clerk confirms the same file: the confirm's
// job takes the parsed sheet from here instead of parsing it again (3 s of 20,000 rows).
// Keyed by the file's SHA-256, so only the very same bytes match; two files at most, ten
// minutes at most, and never trusted by a resumed run (it parses again).

const KEEP = 2;
const TTL_MS = 10 * 60_000;
const parsed = new Map<string, { file: ReadFile; at: number }>();

export const rememberSheet = (file: ReadFile) => {
  parsed.delete(file.fileHash);
  parsed.set(file.fileHash, { file, at: Date.now() });
  while (parsed.size > KEEP) {
    const oldest = parsed.keys().next().value;
    if (oldest === undefined) break;
    parsed.delete(oldest);
  }
};

/** The sheet parsed for this hash, once: taken out, so its memory goes with the job. */
export const takeSheet = (fileHash: string): ReadFile | null => {
  const hit = parsed.get(fileHash);
  parsed.delete(fileHash);
  return hit && Date.now() - hit.at < TTL_MS ? hit.file : null;
};
