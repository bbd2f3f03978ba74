import { describe, expect, it } from 'vitest';
import {
  FolderPathError,
  folderChain,
  folderCounterDeltas,
  isDirectChild,
  normalizeFolderPath,
} from '../../core/folders';
import { ActionFormatError, actionText, parseRecordedAction } from '../../core/recorded-actions';
import { flattenSteps, reachableModules, wouldCreateCycle } from '../../lambdas/services/blueprints-graph';
import { IdListError, pageWindow, paginationOf, parseIdList } from '../../lambdas/services/blueprints-listing';
import { normalizeSteps } from '../../lambdas/services/blueprints-steps';

describe('folder paths', () => {
  it('normalises trailing and repeated slashes', () => {
    // Act / Assess
    expect(normalizeFolderPath('/')).toBe('/');
    expect(normalizeFolderPath('/a/b/')).toBe('/a/b');
    expect(normalizeFolderPath('//a//b')).toBe('/a/b');
  });

  it('refuses relative paths, dot segments and deep trees', () => {
    // Act / Assess
    expect(() => normalizeFolderPath('a/b')).toThrow(FolderPathError);
    expect(() => normalizeFolderPath('/a/../b')).toThrow(FolderPathError);
    expect(() => normalizeFolderPath('/a/./b')).toThrow(FolderPathError);
    expect(() => normalizeFolderPath(`/${Array(21).fill('x').join('/')}`)).toThrow(/20 levels/);
  });

  it('lists a folder with its ancestors and recognises direct children', () => {
    // Act / Assess
    expect(folderChain('/a/b/c')).toEqual(['/a', '/a/b', '/a/b/c']);
    expect(folderChain('/')).toEqual([]);
    expect(isDirectChild('/', '/a')).toBe(true);
    expect(isDirectChild('/', '/a/b')).toBe(false);
    expect(isDirectChild('/a', '/a/b')).toBe(true);
    expect(isDirectChild('/a', '/ab')).toBe(false);
  });

  it('moves counters only where the subtree count changes', () => {
    // Act
    const deltas = folderCounterDeltas('/a/b', '/a/c');

    // Assess
    expect(Object.fromEntries(deltas)).toEqual({ '/a/b': -1, '/a/c': 1 });
  });
});

describe('recorded actions', () => {
  it('accepts the JSON form, the short form and an object for click steps', () => {
    // Act / Assess
    expect(parseRecordedAction('left_click', '{"x":120,"y":340}')).toEqual({
      kind: 'point',
      point: { x: 120, y: 340 },
    });
    expect(parseRecordedAction('left_click', '120,340')).toEqual({ kind: 'point', point: { x: 120, y: 340 } });
    expect(parseRecordedAction('double_click', { x: 1, y: 2 })).toEqual({ kind: 'point', point: { x: 1, y: 2 } });
  });

  it('parses drags, scrolls, waits, keys, typing and deeplinks in both forms', () => {
    // Act / Assess
    expect(parseRecordedAction('left_click_drag', '10,20 -> 300,20')).toEqual({
      kind: 'drag',
      from: { x: 10, y: 20 },
      to: { x: 300, y: 20 },
    });
    expect(parseRecordedAction('scroll', 'down 3')).toEqual({ kind: 'scroll', direction: 'down', amount: 3 });
    expect(parseRecordedAction('scroll', '{"x":720,"y":450,"direction":"down","amount":3}')).toMatchObject({
      direction: 'down',
      x: 720,
    });
    expect(parseRecordedAction('wait', '1.5')).toEqual({ kind: 'wait', seconds: 1.5 });
    expect(parseRecordedAction('key', 'ctrl+a')).toEqual({ kind: 'key', key: 'ctrl+a' });
    expect(parseRecordedAction('key', '{"key":"Shift+Tab"}')).toEqual({ kind: 'key', key: 'Shift+Tab' });
    expect(parseRecordedAction('type', 'hello {{name}}')).toEqual({ kind: 'type', text: 'hello {{name}}' });
    expect(parseRecordedAction('type', '{"text":"hi"}')).toEqual({ kind: 'type', text: 'hi' });
    expect(parseRecordedAction('deeplink', 'myapp://item/42')).toEqual({ kind: 'deeplink', url: 'myapp://item/42' });
  });

  it('refuses malformed actions', () => {
    // Act / Assess
    for (const [type, action] of [
      ['left_click', 'somewhere'],
      ['left_click', '{"x":"a","y":1}'],
      ['left_click_drag', '10,20'],
      ['scroll', 'sideways 3'],
      ['scroll', 'down 0'],
      ['wait', '-1'],
      ['wait', 'soon'],
      ['key', 'ctrl + a'],
      ['deeplink', 'not a url'],
      ['type', ''],
      ['left_click', '{"x":1'],
    ] as const) {
      expect(() => parseRecordedAction(type, action), `${type} ${action}`).toThrow(ActionFormatError);
    }
  });

  it('stores an object action as its JSON text', () => {
    // Act / Assess
    expect(actionText({ x: 1, y: 2 })).toBe('{"x":1,"y":2}');
    expect(actionText('1,2')).toBe('1,2');
  });
});

describe('step normalisation', () => {
  it('reports duplicate step numbers, empty act actions and missing type-specific fields by path', () => {
    // Prepare
    const steps = [
      { step_number: 1, type: 'act', action: '  ' },
      { step_number: 1, type: 'step_module', action: '' },
      { step_number: 3, type: 'trigger_run', action: '' },
      { step_number: 4, type: 'api', action: '' },
      { step_number: 5, type: 'deeplink', action: 'app://x' },
    ] as never;

    // Act
    const { errors } = normalizeSteps(steps, { owner: 'test', deviceType: 'browser' });

    // Assess
    expect(errors.map((e) => e.path)).toEqual([
      '/steps/0/action',
      '/steps/1/step_number',
      '/steps/1/test_blueprint_module_id',
      '/steps/2/trigger_run_config',
      '/steps/3/api_request',
      '/steps/4/type',
    ]);
  });

  it('sorts by step number and fills api_request defaults', () => {
    // Act
    const { steps, errors } = normalizeSteps(
      [
        { step_number: 2, type: 'api', action: '', api_request: { url: 'https://x.test', method: 'post' } },
        { step_number: 1, type: 'act', action: 'go' },
      ] as never,
      { owner: 'module', deviceType: 'browser' },
    );

    // Assess
    expect(errors).toEqual([]);
    expect(steps.map((s) => s.step_number)).toEqual([1, 2]);
    expect(steps[1]!.api_request).toEqual({
      url: 'https://x.test',
      method: 'POST',
      headers: null,
      body: null,
      timeout: 60,
      retries: 1,
      backoff_seconds: 2.5,
      should_refresh_page: false,
    });
  });
});

describe('listing helpers', () => {
  it('computes pages from page/per_page and offset/limit, clamping sizes to 100', () => {
    // Act / Assess
    expect(pageWindow({})).toBeUndefined();
    expect(pageWindow({ page: 2 })).toEqual({ start: 20, size: 20, page: 2, per_page: 20 });
    expect(pageWindow({ per_page: 500 })).toEqual({ start: 0, size: 100, page: 1, per_page: 100 });
    expect(pageWindow({ offset: 45, limit: 20 })).toEqual({ start: 45, size: 20, page: 3, per_page: 20 });
    expect(pageWindow({ limit: 250 })).toEqual({ start: 0, size: 100, page: 1, per_page: 100 });
    expect(paginationOf({ start: 0, size: 20, page: 1, per_page: 20 }, 41)).toEqual({
      page: 1,
      per_page: 20,
      total: 41,
      total_pages: 3,
    });
  });

  it('parses id lists and refuses anything but positive integers', () => {
    // Act / Assess
    expect(parseIdList('3, 1,2,3')).toEqual([3, 1, 2]);
    expect(() => parseIdList('1,x')).toThrow(IdListError);
    expect(() => parseIdList('0')).toThrow(IdListError);
  });

  it('finds cycles directly and through a chain, and walks cyclic graphs to the end', async () => {
    // Prepare
    const graph = new Map<number, number[]>([
      [1, [2]],
      [2, [3]],
      [3, []],
      [7, [8]],
      [8, [7]],
    ]);
    const children = async (ids: number[]) => new Map(ids.map((id) => [id, graph.get(id) ?? []] as const));

    // Act / Assess
    expect(await wouldCreateCycle(3, [3], children)).toBe(true);
    expect(await wouldCreateCycle(3, [1], children)).toBe(true);
    expect(await wouldCreateCycle(1, [3], children)).toBe(false);
    expect([...(await reachableModules([7], children))].sort()).toEqual([7, 8]);
  });

  it('flattens nested modules and stops at a cycle', () => {
    // Prepare
    const step = (n: number, module: number | null = null) => ({
      step_number: n,
      type: module ? 'step_module' : 'act',
      test_blueprint_module_id: module,
    });
    const modules = new Map([
      [10, [step(1), step(2, 11)]],
      [11, [step(1), step(2, 10)]],
    ]);

    // Act
    const flat = flattenSteps([step(1, 10), step(2)], (id) => modules.get(id));

    // Assess
    expect(flat.map((s) => `${s.type}:${s.test_blueprint_module_id}`)).toEqual([
      'act:null',
      'act:null',
      'step_module:10',
      'act:null',
    ]);
  });
});
