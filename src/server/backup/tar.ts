/**
 * A minimal tar (POSIX ustar) of regular files, enough for a backup: names up to 100 bytes (the
 * database archive, `media/<key>`, a few small files), read back by `readTar` and by any `tar`.
 */
export interface TarEntry {
  name: string;
  bytes: Uint8Array;
}

const BLOCK = 512;

function header(name: string, size: number, mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name, 'utf8');
  if (nameBytes.length > 100) throw new Error(`Name too long for the backup archive: ${name}`);
  const octal = (value: number, length: number, at: number) =>
    h.write(value.toString(8).padStart(length - 1, '0') + '\0', at, 'ascii');
  nameBytes.copy(h, 0);
  octal(0o644, 8, 100);
  octal(0, 8, 108);
  octal(0, 8, 116);
  octal(size, 12, 124);
  octal(Math.floor(mtime / 1000), 12, 136);
  h.write('        ', 148, 'ascii'); // the checksum counts itself as spaces
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return h;
}

/** The archive's blocks, one entry after another, then the two empty blocks that end it. */
export function* tarBlocks(entries: Iterable<TarEntry>, mtime = Date.now()): Generator<Uint8Array> {
  for (const e of entries) {
    yield header(e.name, e.bytes.length, mtime);
    yield e.bytes;
    const pad = (BLOCK - (e.bytes.length % BLOCK)) % BLOCK;
    if (pad) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** The regular files of a tar archive. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let at = 0; at + BLOCK <= archive.length;) {
    const h = archive.subarray(at, at + BLOCK);
    if (h.every((b) => b === 0)) break;
    const field = (from: number, length: number) =>
      h
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const start = at + BLOCK;
    if (start + size > archive.length) throw new Error('The backup archive is cut short');
    if (type === '0') entries.push({ name, bytes: archive.subarray(start, start + size) });
    at = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}
