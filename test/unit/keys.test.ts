import { describe, expect, it } from 'vitest';
import { companyPk, idFromSortKey, keys, padId, uploadPrefix } from '../../lambdas/repositories/keys';

describe('keys', () => {
  it('pads ids so that string order is numeric order', () => {
    // Prepare
    const ids = [2, 10, 1, 100, 99];
    // Act
    const sorted = ids.map(padId).sort();
    // Assess
    expect(sorted.map(Number)).toEqual([1, 2, 10, 99, 100]);
  });

  it('rejects ids that are not non-negative safe integers', () => {
    expect(() => padId(-1)).toThrow(RangeError);
    expect(() => padId(1.5)).toThrow(RangeError);
    expect(() => padId(Number.NaN)).toThrow(RangeError);
  });

  it('puts every company item in the company partition', () => {
    // Prepare
    const companyId = 42;
    // Act
    const built = [
      keys.company(companyId),
      keys.user(companyId, 1),
      keys.companyKey(companyId, 3),
      keys.app(companyId, 7),
      keys.build(companyId, 7, 8),
      keys.appName(companyId, 'android', 'Shop'),
      keys.buildName(companyId, 7, '1.0'),
      keys.blueprintTitle(companyId, 'Login'),
      keys.blueprint(companyId, 5),
      keys.blueprintBody(companyId, 5),
    ];
    // Assess
    for (const key of built) expect(key.pk).toBe(companyPk(companyId));
  });

  it('keeps builds of one app under a prefix that excludes other apps', () => {
    // Prepare
    const prefix = keys.buildPrefix(1);
    // Act
    const own = keys.build(9, 1, 5).sk;
    const other = keys.build(9, 10, 5).sk;
    // Assess
    expect(own.startsWith(prefix)).toBe(true);
    expect(other.startsWith(prefix)).toBe(false);
  });

  it('scopes app name uniqueness by platform and company', () => {
    expect(keys.appName(1, 'android', 'A')).not.toEqual(keys.appName(1, 'ios', 'A'));
    expect(keys.appName(1, 'android', 'A')).not.toEqual(keys.appName(2, 'android', 'A'));
  });

  it('reads the id back from a sort key', () => {
    expect(idFromSortKey(keys.app(1, 1234).sk)).toBe(1234);
    expect(idFromSortKey(keys.build(1, 3, 77).sk)).toBe(77);
  });

  it('keeps API key lookups outside company partitions and uploads under the company prefix', () => {
    expect(keys.apiKey('ab'.repeat(32)).pk.startsWith('APIKEY#')).toBe(true);
    expect(uploadPrefix(12)).toBe('files/12/');
  });
});
