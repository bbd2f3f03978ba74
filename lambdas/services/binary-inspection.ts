/**
 * Inspection of uploaded mobile build binaries (Android APK / split-APK bundles, zipped iOS `.app` bundles).
 *
 * Uploads live in S3 and can be up to 1 GiB, so nothing here downloads a whole object: the zip format keeps its
 * table of contents (the central directory) at the end of the file, which lets us list every entry with two range
 * reads (the end-of-central-directory tail, then the central directory itself). Only a deflated APK nested inside a
 * bundle has to be fetched in full, because deflate streams cannot be read at random offsets.
 *
 * The module is pure over a {@link ByteRangeReader}: it imports no AWS SDK, so callers decide where the bytes come
 * from (S3 `GetObject` with a `Range`, a local file, an in-memory buffer in tests).
 */
import { inflateRawSync } from 'node:zlib';

/**
 * Reads bytes `[start, end]` inclusive (like an HTTP Range `bytes=start-end`) and resolves with exactly
 * `end - start + 1` bytes. Wrap it to count or log reads.
 */
export type ByteRangeReader = (start: number, end: number) => Promise<Buffer>;

/** Device architecture an Android build can run on; `universal` runs on both arm64 and x86_64 devices. */
export type AndroidArch = 'arm64' | 'x86_64' | 'universal';

/** The binary is not acceptable; the message is a human sentence safe to return to API clients. */
export class BinaryInspectionError extends Error {
  override name = 'BinaryInspectionError';
}

/** Largest size a deflated APK inside a bundle may inflate to: it is held in memory while its entries are listed. */
export const MAX_INFLATED_APK_BYTES = 200 * 1024 * 1024;

/** A larger central directory means millions of entries; refusing it bounds the memory one inspection can take. */
const MAX_CENTRAL_DIRECTORY_BYTES = 64 * 1024 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_LENGTH = 22;
/** The EOCD record ends the file and is followed only by a comment of at most 65,535 bytes. */
const EOCD_SEARCH_WINDOW = EOCD_LENGTH + 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_LENGTH = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_LENGTH = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_LENGTH = 46;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_LENGTH = 30;
const ZIP64_EXTRA_FIELD_ID = 0x0001;
/** Value a 16/32-bit field holds when the real value lives in a ZIP64 record or extra field. */
const U16_SATURATED = 0xffff;
const U32_SATURATED = 0xffffffff;
const FLAG_ENCRYPTED = 0x0001;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;

/** Every ABI directory name Android has defined under `lib/`. */
const ANDROID_ABIS = ['arm64-v8a', 'x86_64', 'armeabi-v7a', 'armeabi', 'x86', 'mips', 'mips64', 'riscv64'] as const;
const KNOWN_ABIS: ReadonlySet<string> = new Set(ANDROID_ABIS);
const THIRTY_TWO_BIT_ABIS: ReadonlySet<string> = new Set(['armeabi', 'armeabi-v7a', 'x86', 'mips']);
/** Split APK names spell the ABI with underscores (`config.arm64_v8a.apk`); `x86_64` is the same either way. */
const ABI_BY_SPLIT_QUALIFIER: ReadonlyMap<string, string> = new Map(
  ANDROID_ABIS.map((abi) => [abi.replace(/-/g, '_'), abi]),
);
/** `lib/<abi>/<file>`: only libraries in an ABI directory are loaded by Android. */
const NATIVE_LIBRARY_PATH = /^lib\/([^/]+)\/[^/]/;
/** `config.<qualifier>.apk`, `split_config.<qualifier>.apk` (matched against the base name). */
const CONFIG_SPLIT_NAME = /(?:^|[._])config\.([a-z0-9_]+)\.apk$/i;
const BUNDLE_EXTENSIONS: ReadonlySet<string> = new Set(['xapk', 'apks', 'apkm']);
/** The Info.plist directly inside a `<name>.app` folder, at any depth (`Payload/My.app/Info.plist` for an .ipa). */
const IOS_APP_INFO_PLIST = /(^|\/)[^/]+\.app\/Info\.plist$/;

/**
 * Tells which device architecture an Android build needs, from the native libraries it ships.
 *
 * - `apk`: the `lib/<abi>/` entries of the APK.
 * - `xapk`, `apks`, `apkm`: the union over every inner `*.apk` (stored ones are read in place by range, deflated ones
 *   are inflated in memory up to {@link MAX_INFLATED_APK_BYTES}), plus ABI config split names such as
 *   `split_config.arm64_v8a.apk`, since some bundles keep the libraries only in those splits.
 *
 * arm64-v8a only gives `arm64`, x86_64 only gives `x86_64`, both or no native code gives `universal`; 32-bit ABIs
 * are ignored next to a 64-bit one.
 *
 * @param read reads a byte range of the uploaded object.
 * @param size total object size in bytes.
 * @param ext lower-case extension without dot: `apk`, `xapk`, `apks` or `apkm`.
 * @throws BinaryInspectionError when the file is not a readable zip, a bundle holds no APK, or the build has no
 *   64-bit (arm64-v8a / x86_64) native libraries while having native code for other ABIs (e.g. 32-bit only).
 */
export async function detectAndroidArch(read: ByteRangeReader, size: number, ext: string): Promise<AndroidArch> {
  const kind = ext.toLowerCase();
  const abis = new Set<string>();
  if (kind === 'apk') {
    const apk = new ZipSource(read, size, { subject: 'The uploaded file', kind: 'APK (zip)' });
    addLibraryAbis(await listEntries(apk), abis);
    return archFromAbis(abis, 'APK');
  }
  if (BUNDLE_EXTENSIONS.has(kind)) {
    await addBundleAbis(read, size, kind, abis);
    return archFromAbis(abis, `.${kind} bundle`);
  }
  throw new BinaryInspectionError(
    `Unsupported Android package type ".${ext}"; expected an .apk, .xapk, .apks or .apkm file.`,
  );
}

/**
 * Checks that a zip holds an iOS app: an entry `<name>.app/Info.plist` at any folder depth (`My.app/Info.plist`, or
 * `Payload/My.app/Info.plist` as in an .ipa).
 *
 * @param read reads a byte range of the uploaded object.
 * @param size total object size in bytes.
 * @throws BinaryInspectionError when the file is not a readable zip or holds no such entry.
 */
export async function checkIosAppZip(read: ByteRangeReader, size: number): Promise<void> {
  const zip = new ZipSource(read, size, { subject: 'The uploaded file', kind: 'zip' });
  const entries = await listEntries(zip);
  if (!entries.some((entry) => IOS_APP_INFO_PLIST.test(entry.name))) {
    throw new BinaryInspectionError(
      'The zip does not contain a .app bundle with an Info.plist (expected an entry such as "MyApp.app/Info.plist" or "Payload/MyApp.app/Info.plist").',
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Android

async function addBundleAbis(read: ByteRangeReader, size: number, kind: string, abis: Set<string>): Promise<void> {
  const bundle = new ZipSource(read, size, { subject: 'The uploaded file', kind: `${kind.toUpperCase()} (zip)` });
  const apks = (await listEntries(bundle)).filter((entry) => /\.apk$/i.test(entry.name));
  if (apks.length === 0) {
    throw new BinaryInspectionError(`The uploaded .${kind} bundle does not contain any APK file.`);
  }
  // One inner APK at a time: a deflated one is held in memory until its entries are listed.
  for (const entry of apks) {
    const splitAbi = abiFromSplitName(entry.name);
    if (splitAbi) abis.add(splitAbi);
    const inner = await openInnerApk(bundle, entry);
    addLibraryAbis(await listEntries(inner), abis);
  }
}

/** A zip view of an APK nested in a bundle: in place when stored, inflated in memory when deflated. */
async function openInnerApk(bundle: ZipSource, entry: ZipEntry): Promise<ZipSource> {
  const label: ArchiveLabel = { subject: `The APK ${JSON.stringify(entry.name)} inside the bundle`, kind: 'zip' };
  if (entry.flags & FLAG_ENCRYPTED) {
    throw new BinaryInspectionError(`${label.subject} is encrypted, which is not supported.`);
  }
  if (entry.method === METHOD_STORED) {
    if (entry.compressedSize !== entry.uncompressedSize) {
      throw invalidArchive(bundle.label, `the sizes recorded for ${JSON.stringify(entry.name)} disagree`);
    }
    const dataStart = await entryDataStart(bundle, entry);
    // Offsets inside the inner zip are relative to its first byte, which sits at dataStart in the bundle.
    const readInner: ByteRangeReader = (start, end) => bundle.read(dataStart + start, dataStart + end);
    return new ZipSource(readInner, entry.compressedSize, label);
  }
  if (entry.method === METHOD_DEFLATED) {
    const tooLarge = new BinaryInspectionError(
      `${label.subject} is larger than ${MAX_INFLATED_APK_BYTES / 1024 / 1024} MiB once uncompressed, which is over the inspection limit; store the APKs uncompressed in the bundle.`,
    );
    if (entry.uncompressedSize > MAX_INFLATED_APK_BYTES) throw tooLarge;
    const dataStart = await entryDataStart(bundle, entry);
    const compressed = await bundle.bytes(dataStart, entry.compressedSize);
    let inflated: Buffer;
    try {
      // maxOutputLength guards against a central directory that understates the real size.
      inflated = inflateRawSync(compressed, { maxOutputLength: MAX_INFLATED_APK_BYTES });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge;
      throw invalidArchive(bundle.label, `the compressed data of ${JSON.stringify(entry.name)} is corrupt`);
    }
    if (inflated.length !== entry.uncompressedSize) {
      throw invalidArchive(bundle.label, `${JSON.stringify(entry.name)} does not inflate to its recorded size`);
    }
    return new ZipSource(memoryReader(inflated), inflated.length, label);
  }
  throw new BinaryInspectionError(
    `${label.subject} uses an unsupported compression method (${entry.method}); only stored or deflated APKs are supported.`,
  );
}

function addLibraryAbis(entries: readonly ZipEntry[], abis: Set<string>): void {
  for (const { name } of entries) {
    const abi = NATIVE_LIBRARY_PATH.exec(name)?.[1];
    if (abi && KNOWN_ABIS.has(abi) && !name.endsWith('/')) abis.add(abi);
  }
}

/** `splits/split_config.arm64_v8a.apk` -> `arm64-v8a`; language and density splits give `undefined`. */
function abiFromSplitName(path: string): string | undefined {
  const baseName = path.slice(path.lastIndexOf('/') + 1);
  const qualifier = CONFIG_SPLIT_NAME.exec(baseName)?.[1];
  return qualifier ? ABI_BY_SPLIT_QUALIFIER.get(qualifier.toLowerCase()) : undefined;
}

function archFromAbis(abis: ReadonlySet<string>, packageLabel: string): AndroidArch {
  const arm64 = abis.has('arm64-v8a');
  const x86_64 = abis.has('x86_64');
  if (arm64 && x86_64) return 'universal';
  if (arm64) return 'arm64';
  if (x86_64) return 'x86_64';
  // Without native code the build is pure Dalvik bytecode and runs on any device.
  if (abis.size === 0) return 'universal';
  const found = [...abis].sort().join(', ');
  if ([...abis].every((abi) => THIRTY_TWO_BIT_ABIS.has(abi))) {
    throw new BinaryInspectionError(
      `The uploaded ${packageLabel} is 32-bit only (native libraries for ${found}); a 64-bit build (arm64-v8a or x86_64) is required.`,
    );
  }
  throw new BinaryInspectionError(
    `The uploaded ${packageLabel} only has native libraries for ${found}; a 64-bit build (arm64-v8a or x86_64) is required.`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Zip reading

/** Who and what an archive is, for error messages: "<subject> is not a valid <kind> archive". */
interface ArchiveLabel {
  subject: string;
  kind: string;
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

interface CentralDirectoryLocation {
  offset: number;
  size: number;
  /** Where the central directory must end: the ZIP64 EOCD record if any, else the EOCD record. */
  limit: number;
}

function invalidArchive(label: ArchiveLabel, reason?: string): BinaryInspectionError {
  return new BinaryInspectionError(
    `${label.subject} is not a valid ${label.kind} archive${reason ? `: ${reason}` : ''}.`,
  );
}

/**
 * A zip file seen through range reads. The EOCD tail read is kept so later lookups that fall inside it (the ZIP64
 * records, and the whole central directory of a small zip) cost no extra read.
 */
class ZipSource {
  private window: { start: number; bytes: Buffer } | undefined;

  constructor(
    readonly read: ByteRangeReader,
    readonly size: number,
    readonly label: ArchiveLabel,
  ) {
    if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`Invalid object size ${size}`);
  }

  /** `length` bytes from `start`; past the end of the file means the archive is truncated. */
  async bytes(start: number, length: number): Promise<Buffer> {
    if (length === 0) return Buffer.alloc(0);
    const end = start + length - 1;
    if (start < 0 || end >= this.size) {
      throw invalidArchive(this.label, 'it is truncated (a record points past the end of the file)');
    }
    const window = this.window;
    if (window && start >= window.start && end < window.start + window.bytes.length) {
      return window.bytes.subarray(start - window.start, end - window.start + 1);
    }
    const bytes = await this.read(start, end);
    // A short or long answer is the reader breaking its contract (or the object changing), not a client mistake.
    if (bytes.length !== length) {
      throw new Error(`Byte range read ${start}-${end} returned ${bytes.length} bytes instead of ${length}`);
    }
    return bytes;
  }

  /** Reads `[start, start + length)` and keeps it for later lookups. */
  async keep(start: number, length: number): Promise<Buffer> {
    const bytes = await this.bytes(start, length);
    this.window = { start, bytes };
    return bytes;
  }
}

function memoryReader(buffer: Buffer): ByteRangeReader {
  return async (start, end) => buffer.subarray(start, end + 1);
}

/** Lists the entries of a zip: EOCD tail read, central directory read (often served from the tail). */
async function listEntries(zip: ZipSource): Promise<ZipEntry[]> {
  const directory = await locateCentralDirectory(zip);
  if (directory.size > MAX_CENTRAL_DIRECTORY_BYTES) {
    throw new BinaryInspectionError(`${zip.label.subject} has too many entries to inspect.`);
  }
  const bytes = await zip.bytes(directory.offset, directory.size);
  return parseCentralDirectory(bytes, zip.label);
}

async function locateCentralDirectory(zip: ZipSource): Promise<CentralDirectoryLocation> {
  if (zip.size < EOCD_LENGTH) throw invalidArchive(zip.label);
  // Explicit start-end range: a suffix range (`bytes=-n`) is not what the reader contract offers.
  const tailLength = Math.min(zip.size, EOCD_SEARCH_WINDOW);
  const tailStart = zip.size - tailLength;
  const tail = await zip.keep(tailStart, tailLength);
  const at = findEocd(tail);
  if (at < 0) throw invalidArchive(zip.label);

  const eocdOffset = tailStart + at;
  const diskNumber = tail.readUInt16LE(at + 4);
  const directoryDisk = tail.readUInt16LE(at + 6);
  const entriesOnDisk = tail.readUInt16LE(at + 8);
  const totalEntries = tail.readUInt16LE(at + 10);
  let location: CentralDirectoryLocation = {
    size: tail.readUInt32LE(at + 12),
    offset: tail.readUInt32LE(at + 16),
    limit: eocdOffset,
  };
  let disks = [diskNumber, directoryDisk];

  const zip64 = await readZip64Eocd(zip, eocdOffset);
  if (zip64) {
    location = zip64.location;
    disks = zip64.disks;
  } else if (
    [entriesOnDisk, totalEntries].includes(U16_SATURATED) ||
    [location.size, location.offset].includes(U32_SATURATED)
  ) {
    // Saturated fields promise ZIP64 records; their absence means the end of the file is damaged or missing.
    throw invalidArchive(zip.label, 'its ZIP64 end of central directory is missing');
  }
  if (disks.some((disk) => disk !== 0)) {
    throw invalidArchive(zip.label, 'multi-part (spanned) archives are not supported');
  }
  if (location.offset + location.size > location.limit) {
    throw invalidArchive(zip.label, 'the central directory lies outside the file, so it is probably truncated');
  }
  return location;
}

/**
 * Index of the EOCD record in the tail. The record is searched backwards; a candidate whose comment length reaches
 * exactly the end of the file wins, so a signature inside the comment cannot fool us. Failing that (junk appended
 * after the zip), the last candidate that fits is used.
 */
function findEocd(tail: Buffer): number {
  let fallback = -1;
  for (let at = tail.length - EOCD_LENGTH; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const end = at + EOCD_LENGTH + tail.readUInt16LE(at + 20);
    if (end === tail.length) return at;
    if (end < tail.length && fallback < 0) fallback = at;
  }
  return fallback;
}

/** The ZIP64 EOCD record, when a ZIP64 locator sits right before the EOCD record. */
async function readZip64Eocd(
  zip: ZipSource,
  eocdOffset: number,
): Promise<{ location: CentralDirectoryLocation; disks: number[] } | undefined> {
  const locatorOffset = eocdOffset - ZIP64_LOCATOR_LENGTH;
  if (locatorOffset < 0) return undefined;
  const locator = await zip.bytes(locatorOffset, ZIP64_LOCATOR_LENGTH);
  if (locator.readUInt32LE(0) !== ZIP64_LOCATOR_SIGNATURE) return undefined;

  const recordOffset = readU64(locator, 8, zip.label);
  if (recordOffset + ZIP64_EOCD_LENGTH > locatorOffset) {
    throw invalidArchive(zip.label, 'its ZIP64 end of central directory is out of place');
  }
  const record = await zip.bytes(recordOffset, ZIP64_EOCD_LENGTH);
  if (record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) {
    throw invalidArchive(zip.label, 'its ZIP64 end of central directory is corrupt');
  }
  return {
    disks: [locator.readUInt32LE(4), record.readUInt32LE(16), record.readUInt32LE(20)],
    location: {
      size: readU64(record, 40, zip.label),
      offset: readU64(record, 48, zip.label),
      limit: recordOffset,
    },
  };
}

/**
 * Walks the central directory. It is walked to its recorded size rather than trusting the entry count, which some
 * writers wrap at 65,535 without emitting ZIP64 records.
 */
function parseCentralDirectory(directory: Buffer, label: ArchiveLabel): ZipEntry[] {
  const corrupt = () => invalidArchive(label, 'its central directory is corrupt');
  const entries: ZipEntry[] = [];
  let at = 0;
  while (at < directory.length) {
    if (at + CENTRAL_HEADER_LENGTH > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER_SIGNATURE) {
      throw corrupt();
    }
    const nameStart = at + CENTRAL_HEADER_LENGTH;
    const extraStart = nameStart + directory.readUInt16LE(at + 28);
    const commentStart = extraStart + directory.readUInt16LE(at + 30);
    const next = commentStart + directory.readUInt16LE(at + 32);
    if (next > directory.length) throw corrupt();

    const entry: ZipEntry = {
      // Names are UTF-8 when flagged, and in practice also when not (CP437 only matters for non-ASCII names).
      name: directory.toString('utf8', nameStart, extraStart),
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    };
    applyZip64Extra(entry, directory.subarray(extraStart, commentStart), label);
    entries.push(entry);
    at = next;
  }
  return entries;
}

/** Replaces saturated sizes and offset with the 64-bit values of the ZIP64 extra field, in the order the spec fixes. */
function applyZip64Extra(entry: ZipEntry, extra: Buffer, label: ArchiveLabel): void {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const end = at + 4 + extra.readUInt16LE(at + 2);
    if (end > extra.length) return; // Malformed trailing extra data is common and harmless; ignore it.
    if (id === ZIP64_EXTRA_FIELD_ID) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > end) throw invalidArchive(label, 'a ZIP64 extra field is too short');
        const value = readU64(extra, field, label);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === U32_SATURATED) entry.uncompressedSize = next();
      if (entry.compressedSize === U32_SATURATED) entry.compressedSize = next();
      if (entry.localHeaderOffset === U32_SATURATED) entry.localHeaderOffset = next();
      return;
    }
    at = end;
  }
}

/** Offset of an entry's data: its local header has its own name and extra lengths (zipalign pads the extra). */
async function entryDataStart(zip: ZipSource, entry: ZipEntry): Promise<number> {
  const header = await zip.bytes(entry.localHeaderOffset, LOCAL_HEADER_LENGTH);
  if (header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) {
    throw invalidArchive(zip.label, `the local header of ${JSON.stringify(entry.name)} is corrupt`);
  }
  const dataStart = entry.localHeaderOffset + LOCAL_HEADER_LENGTH + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (dataStart + entry.compressedSize > zip.size) {
    throw invalidArchive(zip.label, `${JSON.stringify(entry.name)} extends past the end of the file`);
  }
  return dataStart;
}

function readU64(buffer: Buffer, at: number, label: ArchiveLabel): number {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidArchive(label, 'it records an impossible size or offset');
  return Number(value);
}
