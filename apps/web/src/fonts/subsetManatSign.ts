// Writes manat-sign.woff: the manat sign (₼, U+20BC) alone, cut out of Noto Sans Regular
// (SIL Open Font License 1.1, its copyright and licence kept in the name table). Neither of our
// text faces has the sign, and the whole Latin-extended file of Noto Sans weighs 56 KB for it.
// Run: node --import tsx apps/web/src/fonts/subsetManatSign.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync, inflateSync } from 'node:zlib';

const MANAT = 0x20bc;
const FAMILY = 'Manat Sign';
const SOURCE = createRequire(import.meta.url).resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff');
const TARGET = new URL('./manat-sign.woff', import.meta.url);

type Tables = Map<string, Buffer>;

function readWoff(file: Buffer): Tables {
  if (file.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const tables: Tables = new Map();
  for (let i = 0; i < file.readUInt16BE(12); i += 1) {
    const entry = 44 + i * 20;
    const [offset, compressed, original] = [
      file.readUInt32BE(entry + 4),
      file.readUInt32BE(entry + 8),
      file.readUInt32BE(entry + 12),
    ];
    const data = file.subarray(offset, offset + compressed);
    tables.set(file.toString('latin1', entry, entry + 4), compressed < original ? inflateSync(data) : Buffer.from(data));
  }
  return tables;
}

function table(tables: Tables, tag: string): Buffer {
  const found = tables.get(tag);
  if (!found) throw new Error(`the font has no ${tag} table`);
  return found;
}

/** The glyph id of a code point from the Windows Unicode (3,1) format 4 subtable. */
function glyphOf(cmap: Buffer, codePoint: number): number {
  for (let i = 0; i < cmap.readUInt16BE(2); i += 1) {
    const record = 4 + i * 8;
    const sub = cmap.readUInt32BE(record + 4);
    if (cmap.readUInt16BE(record) !== 3 || cmap.readUInt16BE(record + 2) !== 1 || cmap.readUInt16BE(sub) !== 4) continue;
    const segments = cmap.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let s = 0; s < segments; s += 1) {
      if (codePoint > cmap.readUInt16BE(ends + s * 2) || codePoint < cmap.readUInt16BE(starts + s * 2)) continue;
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
      const start = cmap.readUInt16BE(starts + s * 2);
      const delta = cmap.readInt16BE(deltas + s * 2);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
  }
  throw new Error(`U+${codePoint.toString(16)} is not in the font`);
}

/** A simple glyph without its hinting instructions (the subset keeps no hinting tables). */
function unhinted(glyph: Buffer): Buffer {
  const contours = glyph.readInt16BE(0);
  if (contours < 0) throw new Error('composite glyphs are not supported');
  const lengthAt = 10 + contours * 2;
  const instructions = glyph.readUInt16BE(lengthAt);
  return Buffer.concat([glyph.subarray(0, lengthAt), Buffer.alloc(2), glyph.subarray(lengthAt + 2 + instructions)]);
}

function padded(data: Buffer): Buffer {
  return data.length % 4 === 0 ? data : Buffer.concat([data, Buffer.alloc(4 - (data.length % 4))]);
}

function checksum(data: Buffer): number {
  const words = padded(data);
  let sum = 0;
  for (let i = 0; i < words.length; i += 4) sum = (sum + words.readUInt32BE(i)) >>> 0;
  return sum;
}

function u16(...values: number[]): Buffer {
  const out = Buffer.alloc(values.length * 2);
  values.forEach((value, i) => out.writeUInt16BE(value & 0xffff, i * 2));
  return out;
}

function cmapFor(codePoint: number, glyph: number): Buffer {
  const subtable = Buffer.concat([
    u16(4, 32, 0, 4, 4, 1, 0),
    u16(codePoint, 0xffff, 0),
    u16(codePoint, 0xffff),
    u16(glyph - codePoint, 1),
    u16(0, 0),
  ]);
  return Buffer.concat([u16(0, 1, 3, 1), Buffer.from([0, 0, 0, 12]), subtable]);
}

/** Name records (Windows, US English): the original copyright and licence, our family name. */
function nameFor(original: Buffer): Buffer {
  const kept = new Map<number, Buffer>();
  const count = original.readUInt16BE(2);
  const strings = original.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const record = 6 + i * 12;
    const [platform, encoding, language, id] = [0, 2, 4, 6].map((at) => original.readUInt16BE(record + at)) as [
      number,
      number,
      number,
      number,
    ];
    if (platform !== 3 || encoding !== 1 || language !== 0x409 || ![0, 13, 14].includes(id)) continue;
    const at = strings + original.readUInt16BE(record + 10);
    kept.set(id, original.subarray(at, at + original.readUInt16BE(record + 8)));
  }
  const utf16 = (text: string) => Buffer.from(text, 'utf16le').swap16();
  const names = new Map([
    ...kept,
    [1, utf16(FAMILY)],
    [2, utf16('Regular')],
    [3, utf16(`${FAMILY} Regular`)],
    [4, utf16(`${FAMILY} Regular`)],
    [6, utf16('ManatSign-Regular')],
  ]);
  const ids = [...names.keys()].sort((a, b) => a - b);
  let offset = 0;
  const records = ids.map((id) => {
    const value = names.get(id)!;
    const record = u16(3, 1, 0x409, id, value.length, offset);
    offset += value.length;
    return record;
  });
  return Buffer.concat([u16(0, ids.length, 6 + ids.length * 12), ...records, ...ids.map((id) => names.get(id)!)]);
}

function subset(source: Tables): Tables {
  const head = Buffer.from(table(source, 'head'));
  const longLoca = head.readInt16BE(50) === 1;
  const loca = table(source, 'loca');
  const offsetOf = (glyph: number) => (longLoca ? loca.readUInt32BE(glyph * 4) : loca.readUInt16BE(glyph * 2) * 2);
  const id = glyphOf(table(source, 'cmap'), MANAT);
  const glyph = padded(unhinted(table(source, 'glyf').subarray(offsetOf(id), offsetOf(id + 1))));

  const hhea = Buffer.from(table(source, 'hhea'));
  const hmtx = table(source, 'hmtx');
  const longMetrics = hhea.readUInt16BE(34);
  const advanceOf = (g: number) => hmtx.readUInt16BE(Math.min(g, longMetrics - 1) * 4);
  const bearingOf = (g: number) =>
    g < longMetrics ? hmtx.readInt16BE(g * 4 + 2) : hmtx.readInt16BE(longMetrics * 4 + (g - longMetrics) * 2);
  hhea.writeUInt16BE(2, 34);
  hhea.writeUInt16BE(Math.max(advanceOf(0), advanceOf(id)), 10);

  head.writeInt16BE(0, 50);
  head.writeUInt32BE(0, 8);
  const maxp = Buffer.from(table(source, 'maxp'));
  maxp.writeUInt16BE(2, 4);
  const os2 = Buffer.from(table(source, 'OS/2'));
  os2.writeUInt16BE(MANAT, 64);
  os2.writeUInt16BE(MANAT, 66);
  const post = Buffer.from(table(source, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  return new Map([
    ['OS/2', os2],
    ['cmap', cmapFor(MANAT, 1)],
    ['glyf', glyph],
    ['head', head],
    ['hhea', hhea],
    ['hmtx', Buffer.concat([u16(advanceOf(0), bearingOf(0)), u16(advanceOf(id), bearingOf(id))])],
    ['loca', u16(0, 0, glyph.length / 2)],
    ['maxp', maxp],
    ['name', nameFor(table(source, 'name'))],
    ['post', post],
  ]);
}

function writeWoff(tables: Tables, flavor: number): Buffer {
  const tags = [...tables.keys()].sort();
  // The sfnt's checksum adjustment (head) covers the whole font as it would be unpacked.
  const sfntSize = 12 + tags.length * 16 + tags.reduce((sum, tag) => sum + padded(tables.get(tag)!).length, 0);
  const directorySum = checksum(
    Buffer.concat(
      tags.map((tag) => {
        const entry = Buffer.alloc(16);
        entry.write(tag, 0, 'latin1');
        entry.writeUInt32BE(checksum(tables.get(tag)!), 4);
        return entry;
      }),
    ),
  );
  const head = tables.get('head')!;
  const total = tags.reduce(
    (sum, tag) => (sum + checksum(tables.get(tag)!)) >>> 0,
    (directorySum + checksum(u16(0, 1, 0, tags.length, 0, 0))) >>> 0,
  );
  head.writeUInt32BE((0xb1b0afba - total) >>> 0, 8);

  const bodies = tags.map((tag) => {
    const data = tables.get(tag)!;
    const packed = deflateSync(data);
    return { tag, data, stored: packed.length < data.length ? packed : data };
  });
  const directory = Buffer.alloc(bodies.length * 20);
  let offset = 44 + directory.length;
  bodies.forEach(({ tag, data, stored }, i) => {
    directory.write(tag, i * 20, 'latin1');
    directory.writeUInt32BE(offset, i * 20 + 4);
    directory.writeUInt32BE(stored.length, i * 20 + 8);
    directory.writeUInt32BE(data.length, i * 20 + 12);
    directory.writeUInt32BE(checksum(data), i * 20 + 16);
    offset += padded(stored).length;
  });
  const header = Buffer.alloc(44);
  header.write('wOFF', 0, 'latin1');
  header.writeUInt32BE(flavor, 4);
  header.writeUInt32BE(offset, 8);
  header.writeUInt16BE(bodies.length, 12);
  header.writeUInt32BE(sfntSize, 16);
  header.writeUInt16BE(1, 20);
  return Buffer.concat([header, directory, ...bodies.map(({ stored }) => padded(stored))]);
}

const source = readFileSync(SOURCE);
const font = writeWoff(subset(readWoff(source)), source.readUInt32BE(4));
writeFileSync(TARGET, font);
console.log(`${TARGET.pathname}: ${font.length} bytes`);
