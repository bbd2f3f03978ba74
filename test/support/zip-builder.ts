/**
 * A small zip writer for tests, so fixtures (APKs, split-APK bundles, iOS app zips) are built in code rather than
 * checked in as binaries. Supports stored and deflated entries, zipalign-style padding in local headers, and ZIP64
 * end records with ZIP64 extra fields.
 */
import { deflateRawSync } from 'node:zlib';
import type { ByteRangeReader } from '../../lambdas/services/binary-inspection';

export interface ZipEntryInput {
  name: string;
  data: Buffer | string;
  /** Defaults to `deflate`. */
  method?: 'store' | 'deflate';
  /** Zero bytes added to the local header's extra field only, like zipalign does (central directory unchanged). */
  localPadding?: number;
  /** Uncompressed size written to the headers instead of the real one, to simulate a lying archive. */
  declaredSize?: number;
}

export interface ZipOptions {
  /** Emit ZIP64 EOCD record + locator, saturate the EOCD fields, and move offsets/sizes into ZIP64 extra fields. */
  zip64?: boolean;
  /** Archive comment after the EOCD record. */
  comment?: string;
}

const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;
const PADDING_EXTRA_ID = 0xd935; // Android zipalign's alignment extra field.

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3), as zip stores it. */
export function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function extraField(id: number, body: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(id, 0);
  header.writeUInt16LE(body.length, 2);
  return Buffer.concat([header, body]);
}

function u64s(...values: number[]): Buffer {
  const body = Buffer.alloc(8 * values.length);
  values.forEach((value, i) => {
    body.writeBigUInt64LE(BigInt(value), i * 8);
  });
  return body;
}

/** Builds a zip archive in memory from the given entries, in order. */
export function buildZip(entries: readonly ZipEntryInput[], options: ZipOptions = {}): Buffer {
  const zip64 = options.zip64 ?? false;
  const parts: Buffer[] = [];
  const centralHeaders: Buffer[] = [];
  let offset = 0;

  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : entry.data;
    const stored = entry.method === 'store';
    const body = stored ? raw : deflateRawSync(raw);
    const method = stored ? 0 : 8;
    const uncompressedSize = entry.declaredSize ?? raw.length;
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(raw);

    const localZip64 = zip64 ? extraField(0x0001, u64s(uncompressedSize, body.length)) : Buffer.alloc(0);
    const padding = entry.localPadding
      ? extraField(PADDING_EXTRA_ID, Buffer.alloc(entry.localPadding))
      : Buffer.alloc(0);
    const localExtra = Buffer.concat([localZip64, padding]);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(zip64 ? 45 : 20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(zip64 ? U32_MAX : body.length, 18);
    local.writeUInt32LE(zip64 ? U32_MAX : uncompressedSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    parts.push(local, name, localExtra, body);

    const centralExtra = zip64 ? extraField(0x0001, u64s(uncompressedSize, body.length, offset)) : Buffer.alloc(0);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(zip64 ? 45 : 20, 4);
    central.writeUInt16LE(zip64 ? 45 : 20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(zip64 ? U32_MAX : body.length, 20);
    central.writeUInt32LE(zip64 ? U32_MAX : uncompressedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(centralExtra.length, 30);
    central.writeUInt32LE(zip64 ? U32_MAX : offset, 42);
    centralHeaders.push(central, name, centralExtra);

    offset += local.length + name.length + localExtra.length + body.length;
  }

  const directory = Buffer.concat(centralHeaders);
  const directoryOffset = offset;
  parts.push(directory);
  offset += directory.length;

  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4); // size of the record after this field
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }

  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(zip64 ? U16_MAX : entries.length, 8);
  eocd.writeUInt16LE(zip64 ? U16_MAX : entries.length, 10);
  eocd.writeUInt32LE(zip64 ? U32_MAX : directory.length, 12);
  eocd.writeUInt32LE(zip64 ? U32_MAX : directoryOffset, 16);
  eocd.writeUInt16LE(comment.length, 20);
  parts.push(eocd, comment);
  return Buffer.concat(parts);
}

/** A {@link ByteRangeReader} over a buffer that records every call. */
export type CountingReader = ByteRangeReader & {
  /** Number of reads made so far (rejected ones included). */
  calls: number;
  /** `[start, end]` of every read, in order. */
  ranges: Array<[number, number]>;
};

/**
 * Serves byte ranges of `buf` like S3 `GetObject` with `Range: bytes=start-end`, but strictly: suffix ranges
 * (negative start), reversed, fractional or out-of-bounds ranges reject, so sloppy range maths fails tests.
 */
export function bufferReader(buf: Buffer): CountingReader {
  const reader = (async (start: number, end: number) => {
    reader.calls += 1;
    reader.ranges.push([start, end]);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end >= buf.length) {
      throw new RangeError(`Invalid byte range ${start}-${end} for an object of ${buf.length} bytes`);
    }
    return Buffer.from(buf.subarray(start, end + 1));
  }) as CountingReader;
  reader.calls = 0;
  reader.ranges = [];
  return reader;
}
