import { describe, expect, it } from 'vitest';
import { isWithin } from '../../core/folders';
import { applyOverrides, originOf, replaceUrlBase, selectionOf } from '../../lambdas/services/runs-overrides';
import { snapshotOf } from './runs-fakes';

describe('starting URL base', () => {
  it('replaces scheme, host and port and keeps path, query and fragment', () => {
    expect(replaceUrlBase('http://localhost:3000/a/b?x=1&y=2#frag', 'https://preview.example.com')).toBe(
      'https://preview.example.com/a/b?x=1&y=2#frag',
    );
    expect(replaceUrlBase('https://user:pw@shop.example/', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/');
    expect(replaceUrlBase('https://shop.example', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(replaceUrlBase('https://shop.example?q=1', 'http://h')).toBe('http://h?q=1');
  });

  it('keeps variables written after the host', () => {
    expect(replaceUrlBase('https://{{host}}/users/{{id}}', 'https://staging.example')).toBe(
      'https://staging.example/users/{{id}}',
    );
  });

  it('takes an origin only as the base', () => {
    expect(originOf('https://Preview.Example.com:8443')).toBe('https://preview.example.com:8443');
    expect(originOf('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(originOf('https://example.com/path')).toBeUndefined();
    expect(originOf('https://example.com/?q=1')).toBeUndefined();
    expect(originOf('https://example.com/#x')).toBeUndefined();
    expect(originOf('https://u:p@example.com')).toBeUndefined();
    expect(originOf('ftp://example.com')).toBeUndefined();
    expect(originOf('https://{{host}}')).toBeUndefined();
  });
});

describe('run overrides', () => {
  it('replaces variables of the same key as text and adds the others, leaving the blueprint snapshot alone', () => {
    // Prepare
    const snapshot = snapshotOf(1, {
      variables: [
        { key: 'name', type: 'random', value: null, randomConfig: { prefix: '', length: 8, charset: 'alpha' } },
        { key: 'kept', type: 'text', value: 'k', randomConfig: null },
      ],
    });

    // Act
    const run = applyOverrides(snapshot, { variables: { name: 'Ada', extra: 'x' } });

    // Assess
    expect(run.variables).toEqual([
      { key: 'name', type: 'text', value: 'Ada', randomConfig: null },
      { key: 'kept', type: 'text', value: 'k', randomConfig: null },
      { key: 'extra', type: 'text', value: 'x', randomConfig: null },
    ]);
    expect(snapshot.variables?.[0]?.type).toBe('random');
  });

  it('moves the starting URLs of the test and of its login modules, and leaves a null one null', () => {
    // Prepare
    const login = {
      id: 5,
      title: 'Login',
      type: 'module' as const,
      starting_url: 'https://prod.example/login',
      steps: [],
    };
    const snapshot = snapshotOf(1, { starting_url: null, setup: login });

    // Act
    const run = applyOverrides(snapshot, { starting_url_base: 'http://127.0.0.1:9000' });

    // Assess
    expect(run.starting_url).toBeNull();
    expect(run.setup?.starting_url).toBe('http://127.0.0.1:9000/login');
    expect(applyOverrides(snapshot, null)).toBe(snapshot);
  });
});

describe('selection', () => {
  it('normalises the folder and lower-cases the search', () => {
    const errors: never[] = [];
    expect(selectionOf({ folder_path: '/a//b/', search: 'CheckOut', test_blueprint_category_id: 3 }, errors)).toEqual({
      folder: '/a/b',
      search: 'checkout',
      suiteId: 3,
    });
    expect(errors).toEqual([]);
  });

  it('needs at least one filter', () => {
    const errors: { path: string; message: string }[] = [];
    selectionOf({}, errors);
    expect(errors.map((e) => e.path)).toEqual(['/selection']);
  });

  it('counts a folder and every subfolder as within it', () => {
    expect(isWithin('/a', '/a')).toBe(true);
    expect(isWithin('/a', '/a/b/c')).toBe(true);
    expect(isWithin('/a', '/ab')).toBe(false);
    expect(isWithin('/', '/anything')).toBe(true);
  });
});
