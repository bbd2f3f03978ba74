import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BinaryInspectionError,
  checkIosAppZip,
  detectAndroidArch,
  MAX_INFLATED_APK_BYTES,
} from '../../lambdas/services/binary-inspection';
import { bufferReader, buildZip, type ZipEntryInput, type ZipOptions } from '../support/zip-builder';

/** An APK-shaped zip with one native library per ABI, plus whatever extra entries a test needs. */
function apk(abis: string[], extra: ZipEntryInput[] = [], options: ZipOptions = {}): Buffer {
  return buildZip(
    [
      { name: 'AndroidManifest.xml', data: '<manifest/>' },
      { name: 'classes.dex', data: 'dex\n035\0' },
      ...abis.map((abi): ZipEntryInput => ({ name: `lib/${abi}/libapp.so`, data: `\x7fELF ${abi}` })),
      ...extra,
    ],
    options,
  );
}

/** Incompressible filler, so archives are big enough for range reads to matter. */
function filler(name: string, bytes: number): ZipEntryInput {
  return { name, data: randomBytes(bytes), method: 'store' };
}

async function archOf(zip: Buffer, ext = 'apk') {
  return detectAndroidArch(bufferReader(zip), zip.length, ext);
}

async function inspectionError(promise: Promise<unknown>): Promise<BinaryInspectionError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BinaryInspectionError);
  return error as BinaryInspectionError;
}

describe('detectAndroidArch', () => {
  describe('with a plain APK', () => {
    it('reports arm64 for an APK with only arm64-v8a libraries', async () => {
      // Prepare
      const zip = apk(['arm64-v8a']);

      // Act
      const arch = await archOf(zip);

      // Assess
      expect(arch).toBe('arm64');
    });

    it('reports x86_64 for an APK with only x86_64 libraries', async () => {
      // Prepare
      const zip = apk(['x86_64']);

      // Act
      const arch = await archOf(zip);

      // Assess
      expect(arch).toBe('x86_64');
    });

    it('reports universal for an APK with both arm64-v8a and x86_64 libraries, whatever else it ships', async () => {
      // Prepare
      const both = apk(['arm64-v8a', 'x86_64']);
      const fat = apk(['armeabi-v7a', 'arm64-v8a', 'x86', 'x86_64']);

      // Act
      const arches = [await archOf(both), await archOf(fat)];

      // Assess
      expect(arches).toEqual(['universal', 'universal']);
    });

    it('reports universal for an APK without native code', async () => {
      // Prepare
      const zip = apk([], [{ name: 'res/layout/main.xml', data: '<x/>' }]);

      // Act
      const arch = await archOf(zip);

      // Assess
      expect(arch).toBe('universal');
    });

    it('ignores libraries outside a lib/<abi>/ folder and unknown lib/ folders', async () => {
      // Prepare
      const zip = apk(
        [],
        [
          { name: 'assets/lib/armeabi-v7a/libdecoy.so', data: 'x' },
          { name: 'lib/libloose.so', data: 'x' },
          { name: 'lib/x86/', data: '' },
          { name: 'lib/fonts/regular.ttf', data: 'x' },
        ],
      );

      // Act
      const arch = await archOf(zip);

      // Assess
      expect(arch).toBe('universal');
    });

    it('rejects an APK whose native libraries are 32-bit only', async () => {
      // Prepare
      const zip = apk(['armeabi', 'armeabi-v7a', 'x86', 'mips']);

      // Act
      const error = await inspectionError(archOf(zip));

      // Assess
      expect(error.message).toContain('32-bit only');
      expect(error.message).toContain('a 64-bit build (arm64-v8a or x86_64) is required');
    });

    it('ignores 32-bit libraries next to a 64-bit ABI', async () => {
      // Prepare
      const armMix = apk(['arm64-v8a', 'armeabi-v7a', 'armeabi']);
      const intelMix = apk(['x86', 'x86_64']);

      // Act
      const arches = [await archOf(armMix), await archOf(intelMix)];

      // Assess
      expect(arches).toEqual(['arm64', 'x86_64']);
    });

    it('uses at most 3 range reads, none of them a whole-file read, for a large APK', async () => {
      // Prepare
      const resources = Array.from(
        { length: 3000 },
        (_, i): ZipEntryInput => ({ name: `res/drawable/icon_${i}.png`, data: 'png' }),
      );
      const zip = apk(['arm64-v8a'], [filler('assets/big.bin', 2 * 1024 * 1024), ...resources]);
      const read = bufferReader(zip);

      // Act
      const arch = await detectAndroidArch(read, zip.length, 'apk');

      // Assess
      expect(arch).toBe('arm64');
      expect(read.calls).toBeLessThanOrEqual(3);
      const bytesRead = read.ranges.reduce((sum, [start, end]) => sum + end - start + 1, 0);
      expect(bytesRead).toBeLessThan(zip.length / 8);
    });

    it('needs a single range read for a small APK whose central directory fits in the end-of-file read', async () => {
      // Prepare
      const zip = apk(['x86_64'], [filler('assets/big.bin', 1024 * 1024)]);
      const read = bufferReader(zip);

      // Act
      await detectAndroidArch(read, zip.length, 'apk');

      // Assess
      expect(read.ranges).toEqual([[zip.length - 65_557, zip.length - 1]]);
    });

    it('reads the central directory of an APK with a ZIP64 end of central directory', async () => {
      // Prepare
      const zip = apk(['x86_64'], [filler('assets/big.bin', 100_000)], { zip64: true });

      // Act
      const arch = await archOf(zip);

      // Assess
      expect(arch).toBe('x86_64');
    });

    it('finds the end of central directory behind a long archive comment', async () => {
      // Prepare
      const zip = apk(['arm64-v8a'], [], { comment: 'PK\u0005\u0006 looks like a signature '.repeat(1500) });

      // Act
      const arch = await archOf(zip);

      // Assess
      expect(arch).toBe('arm64');
    });

    it('rejects a file that is not a zip', async () => {
      // Prepare
      const notZip = Buffer.from('This is a plain text file pretending to be an APK, and it is long enough.');

      // Act
      const error = await inspectionError(archOf(notZip));

      // Assess
      expect(error.message).toBe('The uploaded file is not a valid APK (zip) archive.');
    });

    it('rejects an empty file', async () => {
      // Prepare
      const empty = Buffer.alloc(0);

      // Act
      const error = await inspectionError(archOf(empty));

      // Assess
      expect(error.message).toContain('not a valid APK (zip) archive');
    });

    it('rejects a truncated zip, whether its end or its start is missing', async () => {
      // Prepare
      const zip = apk(['arm64-v8a'], [filler('assets/big.bin', 10_000)]);
      const endCut = zip.subarray(0, zip.length - 30);
      const startCut = zip.subarray(5_000);

      // Act
      const errors = [await inspectionError(archOf(endCut)), await inspectionError(archOf(startCut))];

      // Assess
      expect(errors[0]?.message).toContain('not a valid APK (zip) archive');
      expect(errors[1]?.message).toMatch(/not a valid APK \(zip\) archive: .*truncated/);
    });

    it('rejects a zip whose central directory is corrupt', async () => {
      // Prepare
      const zip = apk(['arm64-v8a']);
      const directoryOffset = zip.readUInt32LE(zip.length - 6);
      zip.writeUInt32LE(0xdeadbeef, directoryOffset);

      // Act
      const error = await inspectionError(archOf(zip));

      // Assess
      expect(error.message).toContain('central directory is corrupt');
    });

    it('rejects an unsupported extension', async () => {
      // Prepare
      const zip = apk(['arm64-v8a']);

      // Act
      const error = await inspectionError(archOf(zip, 'aab'));

      // Assess
      expect(error.message).toContain('Unsupported Android package type ".aab"');
    });
  });

  describe('with a split APK bundle', () => {
    it('unions the ABIs of stored inner APKs in an .apks bundle', async () => {
      // Prepare
      const bundle = buildZip([
        { name: 'toc.pb', data: 'toc' },
        { name: 'splits/base-master.apk', data: apk(['arm64-v8a']), method: 'store' },
        { name: 'splits/base-x86_64.apk', data: apk(['x86_64']), method: 'store' },
      ]);

      // Act
      const arch = await archOf(bundle, 'apks');

      // Assess
      expect(arch).toBe('universal');
    });

    it('reads stored inner APKs by range instead of downloading them', async () => {
      // Prepare
      const inner = (abi: string) => apk([abi], [filler('assets/big.bin', 1024 * 1024)]);
      const bundle = buildZip([
        { name: 'base.apk', data: inner('armeabi-v7a'), method: 'store', localPadding: 3 },
        { name: 'split_config.x86_64.apk', data: inner('x86_64'), method: 'store' },
        { name: 'split_config.en.apk', data: inner('x86'), method: 'store' },
      ]);
      const read = bufferReader(bundle);

      // Act
      const arch = await detectAndroidArch(read, bundle.length, 'apkm');

      // Assess
      expect(arch).toBe('x86_64');
      const bytesRead = read.ranges.reduce((sum, [start, end]) => sum + end - start + 1, 0);
      expect(bytesRead).toBeLessThan(bundle.length / 4);
      expect(read.calls).toBeLessThanOrEqual(2 + 3 * 3);
    });

    it('inflates deflated inner APKs in an .xapk bundle', async () => {
      // Prepare
      const bundle = buildZip([
        { name: 'manifest.json', data: '{"split_apks":[]}' },
        { name: 'com.example.app.apk', data: apk([]), method: 'deflate' },
        { name: 'config.arm64_v8a.apk', data: apk(['arm64-v8a']), method: 'deflate' },
      ]);

      // Act
      const arch = await archOf(bundle, 'xapk');

      // Assess
      expect(arch).toBe('arm64');
    });

    it('treats ABI config split names as evidence when the splits hold no libraries', async () => {
      // Prepare
      const noLibs = apk([]);
      const bundleOf = (...names: string[]) =>
        buildZip(names.map((name): ZipEntryInput => ({ name, data: noLibs, method: 'store' })));
      const arm = bundleOf('base.apk', 'split_config.arm64_v8a.apk', 'split_config.xxhdpi.apk');
      const intel = bundleOf('base.apk', 'config.x86_64.apk', 'config.en.apk');
      const both = bundleOf('base.apk', 'config.arm64_v8a.apk', 'config.x86_64.apk', 'config.armeabi_v7a.apk');

      // Act
      const arches = [await archOf(arm, 'apkm'), await archOf(intel, 'xapk'), await archOf(both, 'apks')];

      // Assess
      expect(arches).toEqual(['arm64', 'x86_64', 'universal']);
    });

    it('rejects a bundle whose only ABI split is 32-bit', async () => {
      // Prepare
      const bundle = buildZip([
        { name: 'base.apk', data: apk([]), method: 'store' },
        { name: 'config.armeabi_v7a.apk', data: apk([]), method: 'deflate' },
      ]);

      // Act
      const error = await inspectionError(archOf(bundle, 'xapk'));

      // Assess
      expect(error.message).toContain('32-bit only');
      expect(error.message).toContain('a 64-bit build (arm64-v8a or x86_64) is required');
    });

    it('finds inner APKs in nested folders', async () => {
      // Prepare
      const bundle = buildZip([
        { name: 'splits/', data: '' },
        { name: 'splits/base.apk', data: apk([]), method: 'store' },
        { name: 'splits/abi/deep/native.apk', data: apk(['x86_64', 'x86']), method: 'deflate' },
      ]);

      // Act
      const arch = await archOf(bundle, 'apkm');

      // Assess
      expect(arch).toBe('x86_64');
    });

    it('reads stored inner APKs of a bundle with a ZIP64 end of central directory', async () => {
      // Prepare
      const bundle = buildZip(
        [
          { name: 'base.apk', data: apk(['arm64-v8a'], [], { zip64: true }), method: 'store' },
          { name: 'config.x86_64.apk', data: apk([]), method: 'store' },
        ],
        { zip64: true },
      );

      // Act
      const arch = await archOf(bundle, 'apks');

      // Assess
      expect(arch).toBe('universal');
    });

    it('rejects a bundle without any APK', async () => {
      // Prepare
      const bundle = buildZip([{ name: 'manifest.json', data: '{}' }]);

      // Act
      const error = await inspectionError(archOf(bundle, 'xapk'));

      // Assess
      expect(error.message).toBe('The uploaded .xapk bundle does not contain any APK file.');
    });

    it('rejects a deflated inner APK that inflates past the size limit', async () => {
      // Prepare
      const bundle = buildZip([
        { name: 'base.apk', data: apk(['arm64-v8a']), method: 'deflate', declaredSize: MAX_INFLATED_APK_BYTES + 1 },
      ]);

      // Act
      const error = await inspectionError(archOf(bundle, 'apks'));

      // Assess
      expect(error.message).toContain('"base.apk" inside the bundle is larger than 200 MiB');
    });

    it('rejects an inner APK that is not a zip', async () => {
      // Prepare
      const bundle = buildZip([
        { name: 'base.apk', data: apk(['arm64-v8a']), method: 'store' },
        { name: 'broken.apk', data: 'not a zip at all, just some text', method: 'store' },
      ]);

      // Act
      const error = await inspectionError(archOf(bundle, 'apks'));

      // Assess
      expect(error.message).toBe('The APK "broken.apk" inside the bundle is not a valid zip archive.');
    });

    it('rejects a file that is not a zip with the bundle type in the message', async () => {
      // Prepare
      const notZip = Buffer.from('definitely not a zip archive, only text in here');

      // Act
      const error = await inspectionError(archOf(notZip, 'apkm'));

      // Assess
      expect(error.message).toBe('The uploaded file is not a valid APKM (zip) archive.');
    });
  });
});

describe('checkIosAppZip', () => {
  it.each([
    ['an .app folder at the root', 'My App.app/Info.plist'],
    ['an .ipa-style Payload folder', 'Payload/My.app/Info.plist'],
    ['a deeper build folder', 'build/Release-iphonesimulator/My.app/Info.plist'],
  ])('accepts a zip with %s holding Info.plist', async (_, plistPath) => {
    // Prepare
    const zip = buildZip([
      { name: plistPath.replace('Info.plist', ''), data: '' },
      { name: plistPath, data: '<plist/>' },
      { name: plistPath.replace('Info.plist', 'My'), data: randomBytes(1000), method: 'store' },
    ]);

    // Act
    const result = checkIosAppZip(bufferReader(zip), zip.length);

    // Assess
    await expect(result).resolves.toBeUndefined();
  });

  it.each([
    ['Info.plist at the root', 'Info.plist'],
    ['an .appx folder', 'X.appx/Info.plist'],
    ['a folder merely named .app', '.app/Info.plist'],
    ['a lower-case info.plist', 'My.app/info.plist'],
    ['a plist nested below the .app root', 'My.app/Frameworks/Lib.framework/Info.plist'],
    ['a plist with a suffix', 'My.app/Info.plist.bak'],
  ])('rejects a zip with only %s', async (_, plistPath) => {
    // Prepare
    const zip = buildZip([{ name: plistPath, data: '<plist/>' }]);

    // Act
    const error = await inspectionError(checkIosAppZip(bufferReader(zip), zip.length));

    // Assess
    expect(error.message).toMatch(/^The zip does not contain a \.app bundle with an Info\.plist/);
  });

  it('rejects a file that is not a zip', async () => {
    // Prepare
    const notZip = randomBytes(100_000);
    notZip.fill(0, notZip.length - 70_000);

    // Act
    const error = await inspectionError(checkIosAppZip(bufferReader(notZip), notZip.length));

    // Assess
    expect(error.message).toBe('The uploaded file is not a valid zip archive.');
  });

  it('lists a large app zip in at most 3 range reads', async () => {
    // Prepare
    const zip = buildZip([
      { name: 'Payload/My.app/My', data: randomBytes(500_000), method: 'store' },
      { name: 'Payload/My.app/Info.plist', data: '<plist/>' },
    ]);
    const read = bufferReader(zip);

    // Act
    await checkIosAppZip(read, zip.length);

    // Assess
    expect(read.calls).toBeLessThanOrEqual(3);
  });
});
