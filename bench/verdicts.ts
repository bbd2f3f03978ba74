/**
 * `npm run bench:verdicts`: do run verdicts hold whatever else runs? Through the HTTP API of a local stack, 14 tests
 * are triggered one by one (each awaited), then all 14 in one trigger, for VERDICTS_ROUNDS rounds (default 10):
 * - 8 recorded (Page_Down and End that scroll smoothly, wheel scrolls on a page that grows as it scrolls, typing,
 *   Enter that submits a form, a click on an anchor of a smooth-scrolling page, a wait; 5 meant to pass, 3 to fail);
 * - 6 in plain English (the rules planner): a delete the server answers 700 ms later then a check that the row is
 *   gone (and one that it is still there, which fails), a toast that leaves after 800 ms, a search sent after a pause
 *   in typing then a count of its results (and a check of the text before them, which fails), a click on a list
 *   rendered again every second.
 *
 * Each test checks where its clicks landed with an `api` step: the test site records what a click hit (and how far
 * the page was scrolled then) per run, keyed by a random run variable, and `/verify` answers 409 when it was not the
 * expected element. A click that lands before a scroll or a navigation is over hits another element and fails it.
 *
 * Reports every test's verdict and its steps' `is_successful` in each round and mode, and whether all of them matched
 * the expected ones (which are the same in every round). Exit code 1 on any mismatch.
 *
 * Env: VERDICTS_ROUNDS (default 10); VERDICTS_CONCURRENCY (default 2, the default plan's browser concurrency: how many
 * of the 14 run at once in the group).
 */
import '../lib/local/polyfills';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiClient, startTestStack } from '../test/support/local-stack';

const ROUNDS = Number(process.env.VERDICTS_ROUNDS ?? 10);
const CONCURRENCY = Number(process.env.VERDICTS_CONCURRENCY ?? 2);
const log = (line: string) => process.stderr.write(`bench:verdicts: ${line}\n`);
// The stack's own info logs (a line per trigger and settlement) would bury the report.
process.env.TAS_LOG_LEVEL ??= 'warn';

// ---------------------------------------------------------------------------------------------------------------
// The test site

const ROW_SCRIPT = `<script>
const run = new URLSearchParams(location.search).get('run');
document.addEventListener('click', (e) => {
  const row = e.target.closest('[data-row]');
  if (row) location.href = '/hit?run=' + encodeURIComponent(run) + '&what=' + row.id + '&y=' + Math.round(scrollY);
});
const jump = document.getElementById('jump');
if (jump) jump.addEventListener('click', (e) => e.stopPropagation());
</script>`;

const rows = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `<div data-row id="${prefix}${i}" class="row">${prefix}${i}</div>`).join('\n');

const LIST = (smooth: boolean) => `<!doctype html><html><head><style>
${smooth ? 'html{scroll-behavior:smooth}' : ''} body{margin:0;font:20px sans-serif}
.row{height:100px;box-sizing:border-box;border-bottom:1px solid #ccc;padding:10px}
#jump{position:fixed;right:0;top:0;width:100px;height:40px;background:#fee;z-index:1}</style></head><body>
${smooth ? '<a id="jump" href="#b20">jump</a>' : ''}
${rows(30, 'b')}
${ROW_SCRIPT}</body></html>`;

/** Rows that grow while the page scrolls: a scroll listener appends one each time. */
const GROWING = `<!doctype html><html><head><style>body{margin:0;font:20px sans-serif}
.row{height:100px;box-sizing:border-box;border-bottom:1px solid #ccc;padding:10px}</style></head><body>
<div id="rows">${rows(20, 'r')}</div>
<script>
let more = 20;
addEventListener('scroll', () => {
  document.getElementById('rows').insertAdjacentHTML('beforeend', '<div data-row id="r' + more + '" class="row">r' + more + '</div>');
  more++;
});
</script>${ROW_SCRIPT}</body></html>`;

const FORM = `<!doctype html><html><body style="margin:0">
<form action="/hit" method="get"><input type="hidden" name="run" id="run">
<input name="what" id="what" style="position:absolute;left:20px;top:20px;width:300px;height:40px"></form>
<script>document.getElementById('run').value = new URLSearchParams(location.search).get('run');</script>
</body></html>`;

/** Tasks whose Delete the server answers 700 ms later; the row goes when the answer comes. */
const TASKS = `<!doctype html><html><body><h1>Tasks</h1><ul id="list"></ul>
<script>
let tasks = ['Buy milk', 'Pay rent', 'Walk the dog'];
const render = () => { document.getElementById('list').innerHTML = tasks.map((t) => '<li>' + t + ' <button class="del">Delete</button></li>').join(''); };
render();
document.getElementById('list').addEventListener('click', (e) => {
  if (!e.target.closest('.del')) return;
  const name = e.target.closest('li').firstChild.textContent.trim();
  fetch('/slow-delete', { method: 'POST' }).then(() => { tasks = tasks.filter((t) => t !== name); render(); });
});
</script></body></html>`;

/** A profile whose Save shows a toast that leaves after 800 ms. */
const PROFILE = `<!doctype html><html><body><h1>Profile</h1><button id="save">Save</button>
<script>
document.getElementById('save').onclick = () => {
  const t = document.createElement('div'); t.className = 'toast'; t.setAttribute('role', 'status');
  t.textContent = 'Settings saved'; document.body.append(t); setTimeout(() => t.remove(), 800);
};
</script></body></html>`;

/** A departures board that renders its list again every second for its first 5 s (new nodes each time). */
const BOARD = `<!doctype html><html><body><h1>Departures</h1><ul id="trains"></ul>
<script>
const run = new URLSearchParams(location.search).get('run');
const render = () => { document.getElementById('trains').innerHTML = ['07:00', '07:30', '08:00'].map((t) => '<li>' + t + ' to York <button data-time="' + t + '">Details for ' + t + '</button></li>').join(''); };
render();
const ticking = setInterval(render, 1000); setTimeout(() => clearInterval(ticking), 5000);
document.getElementById('trains').addEventListener('click', (e) => {
  const b = e.target.closest('button');
  if (b) location.href = '/hit?run=' + encodeURIComponent(run) + '&what=' + b.dataset.time;
});
</script></body></html>`;

/** A search sent 400 ms after the typing stops, answered 500 ms later; until then the page says "No books found". */
const SEARCH = `<!doctype html><html><body><h1>Books</h1>
<label for="q">Search books</label> <input id="q" type="search"><p id="count" role="status">No books found</p><ul id="results"></ul>
<script>
let timer;
document.getElementById('q').addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(() => fetch('/slow-search').then((r) => r.json()).then((books) => {
    document.getElementById('count').textContent = books.length + ' books found';
    document.getElementById('results').innerHTML = books.map((b) => '<li>' + b + '</li>').join('');
  }), 400);
});
</script></body></html>`;

function startSite() {
  /** What the last click (or form) of each run hit: `what@y`. */
  const hits = new Map<string, string>();
  const pages: Record<string, string> = {
    '/list': LIST(false),
    '/smooth': LIST(true),
    '/grow': GROWING,
    '/form': FORM,
    '/tasks': TASKS,
    '/profile': PROFILE,
    '/board': BOARD,
    '/search': SEARCH,
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const run = url.searchParams.get('run') ?? '';
    const page = pages[url.pathname];
    if (page) {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end(page);
    } else if (url.pathname === '/slow-delete') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'), 700);
    } else if (url.pathname === '/slow-search') {
      const books = JSON.stringify(['The Hobbit', 'The Silmarillion', 'Unfinished Tales']);
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(books), 500);
    } else if (url.pathname === '/hit') {
      hits.set(run, `${url.searchParams.get('what')}@${url.searchParams.get('y') ?? '-'}`);
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>hit</title><p>noted</p>');
    } else if (url.pathname === '/verify') {
      const hit = hits.get(run) ?? 'nothing';
      const ok = hit.split('@')[0] === url.searchParams.get('expect');
      res.writeHead(ok ? 200 : 409, { 'content-type': 'application/json' }).end(JSON.stringify({ hit }));
    } else {
      res.writeHead(404).end();
    }
  });
  return new Promise<{ url: (path: string) => string; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: (path) => `http://127.0.0.1:${port}${path}`, close: () => server.close() });
    }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The tests

type Step = [type: string, action: string] | [type: 'verify', expect: string];

interface Case {
  title: string;
  path: string;
  steps: Step[];
  /** Expected `is_successful` of each step, in order (the verdict is their conjunction). */
  expected: boolean[];
}

const CASES: Case[] = [
  {
    title: 'Page_Down twice, then a click',
    path: '/list',
    steps: [
      ['key', 'Page_Down'],
      ['key', 'Page_Down'],
      ['left_click', '400,300'],
      ['verify', 'b13'],
    ],
    expected: [true, true, true, true],
  },
  {
    title: 'End, then a click',
    path: '/list',
    steps: [
      ['key', 'End'],
      ['left_click', '400,300'],
      ['verify', 'b27'],
    ],
    expected: [true, true, true],
  },
  {
    title: 'Wheel scrolls on a growing page, then a click',
    path: '/grow',
    steps: [
      ['scroll', 'down 5'],
      ['scroll', 'down 5'],
      ['left_click', '400,50'],
      ['verify', 'r10'],
    ],
    expected: [true, true, true, true],
  },
  {
    title: 'Typing and Enter submit a form',
    path: '/form',
    steps: [
      ['triple_click', '100,40'],
      ['type', 'hello'],
      ['key', 'Return'],
      ['verify', 'hello'],
    ],
    expected: [true, true, true, true],
  },
  {
    title: 'A click on an anchor of a smooth-scrolling page, then a click',
    path: '/smooth',
    steps: [
      ['left_click', '750,20'],
      ['left_click', '400,300'],
      ['verify', 'b23'],
    ],
    expected: [true, true, true],
  },
  {
    title: 'Page_Down twice expecting the wrong row (fails)',
    path: '/list',
    steps: [
      ['key', 'Page_Down'],
      ['key', 'Page_Down'],
      ['left_click', '400,300'],
      ['verify', 'b3'],
    ],
    expected: [true, true, true, false],
  },
  {
    title: 'A click outside the viewport (fails)',
    path: '/list',
    steps: [
      ['key', 'Page_Down'],
      ['left_click', '900,300'],
      ['verify', 'b5'],
    ],
    expected: [true, false, false],
  },
  {
    title: 'Typing, a wait, Enter, expecting other text (fails)',
    path: '/form',
    steps: [
      ['left_click', '100,40'],
      ['type', 'hello'],
      ['wait', '0.5'],
      ['key', 'Return'],
      ['verify', 'bye'],
    ],
    expected: [true, true, true, true, false],
  },
  // Plain-English steps (the rules planner) on pages whose timing a busy machine changes.
  {
    title: 'AI: a delete the server answers 700 ms later, then a check that the row is gone',
    path: '/tasks',
    steps: [
      ['act', 'Click the Delete button of Buy milk'],
      ['assert', 'Buy milk is no longer in the list'],
    ],
    expected: [true, true],
  },
  {
    title: 'AI: the same delete, then a check that the row is still there (fails)',
    path: '/tasks',
    steps: [
      ['act', 'Click the Delete button of Buy milk'],
      ['assert', 'Buy milk is still in the list'],
    ],
    expected: [true, false],
  },
  {
    title: 'AI: a toast that leaves after 800 ms, checked after the click',
    path: '/profile',
    steps: [
      ['act', 'Click Save'],
      ['assert', 'A toast says Settings saved'],
    ],
    expected: [true, true],
  },
  {
    title: 'AI: a search sent after a pause in typing, then a count of its results',
    path: '/search',
    steps: [
      ['act', 'Type tolkien into the search box'],
      ['assert', '3 books are listed'],
    ],
    expected: [true, true],
  },
  {
    title: 'AI: the same search, then a check of the text before its results (fails)',
    path: '/search',
    steps: [
      ['act', 'Type tolkien into the search box'],
      ['assert', 'I should see "No books found"'],
    ],
    expected: [true, false],
  },
  {
    title: 'AI: a click on a list rendered again every second',
    path: '/board',
    steps: [
      ['act', 'Click Details for 07:30'],
      ['verify', '07:30'],
    ],
    expected: [true, true],
  },
];

async function createCase(api: ApiClient, site: { url: (path: string) => string }, c: Case): Promise<number> {
  const steps = c.steps.map(([type, action], i) =>
    type === 'verify'
      ? {
          step_number: i + 1,
          type: 'api',
          action: `check that the click hit ${action}`,
          api_request: {
            url: site.url(`/verify?run={{run}}&expect=${encodeURIComponent(action)}`),
            method: 'GET',
            timeout: 30,
            retries: 0,
          },
        }
      : { step_number: i + 1, type, action },
  );
  const res = await api.post('/test_blueprint/create', {
    title: c.title,
    type: 'integration',
    starting_url: site.url(`${c.path}?run={{run}}`),
    viewport_width: 800,
    viewport_height: 600,
    variables: [{ key: 'run', type: 'random', randomConfig: { length: 16 } }],
    steps,
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.test_blueprint.id;
}

async function trigger(api: ApiClient, ids: number[]): Promise<number[]> {
  const res = await api.post('/test_group_run/trigger_run', { test_blueprint_ids: ids });
  if (res.status !== 201) throw new Error(`trigger failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.test_group_run.test_runs.map((r: { id: number }) => r.id);
}

interface Observed {
  status: string;
  steps: boolean[];
  /** The results of steps that did not go as expected, for the report. */
  notes: string[];
}

async function settled(api: ApiClient, runId: number, c: Case): Promise<Observed> {
  for (;;) {
    const res = await api.get(`/test_run/${runId}`);
    const run = res.body.test_run;
    if (run && run.status !== 'running') {
      const results = (run.results ?? []) as Array<{ step_number: number; is_successful: boolean; result: string }>;
      const steps = results.map((r) => r.is_successful);
      const notes = results
        .filter((r, i) => r.is_successful !== c.expected[i])
        .map((r) => `step ${r.step_number}: ${r.result}`);
      return { status: run.status, steps, notes };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

const signature = (o: Observed) => `${o.status} ${o.steps.map((s) => (s ? '+' : '-')).join('')}`;
const expectedSignature = (c: Case) =>
  `${c.expected.every(Boolean) ? 'passed' : 'failed'} ${c.expected.map((s) => (s ? '+' : '-')).join('')}`;

async function main(): Promise<void> {
  log('starting the local stack...');
  const started = Date.now();
  const t = await startTestStack();
  const site = await startSite();
  const api = await t.newCompany({ browserConcurrency: CONCURRENCY });
  let mismatches = 0;
  try {
    const ids: number[] = [];
    for (const c of CASES) ids.push(await createCase(api, site, c));
    /** Per case, every signature seen with where. */
    const seen = CASES.map(() => new Map<string, string[]>());
    const record = (i: number, where: string, o: Observed) => {
      const c = CASES[i]!;
      const sig = signature(o);
      const list = seen[i]!.get(sig) ?? [];
      list.push(where);
      seen[i]!.set(sig, list);
      if (sig !== expectedSignature(c)) {
        mismatches++;
        log(`MISMATCH ${where} "${c.title}": ${sig}, expected ${expectedSignature(c)}; ${o.notes.join(' | ')}`);
      }
    };
    for (let round = 1; round <= ROUNDS; round++) {
      const roundStart = Date.now();
      for (const [i, id] of ids.entries()) {
        const [runId] = await trigger(api, [id]);
        record(i, `round ${round} alone`, await settled(api, runId!, CASES[i]!));
      }
      const aloneS = (Date.now() - roundStart) / 1000;
      const groupStart = Date.now();
      const runIds = await trigger(api, ids);
      const observed = await Promise.all(runIds.map((runId, i) => settled(api, runId, CASES[i]!)));
      for (const [i, o] of observed.entries()) record(i, `round ${round} together`, o);
      log(
        `round ${round}/${ROUNDS}: one by one ${aloneS.toFixed(1)} s, together ${((Date.now() - groupStart) / 1000).toFixed(1)} s, mismatches so far ${mismatches}`,
      );
    }
    console.log(
      `\nbench:verdicts: ${CASES.length} tests, ${ROUNDS} rounds, one by one and together (browser concurrency ${CONCURRENCY}); ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const [i, c] of CASES.entries()) {
      const sigs = [...seen[i]!.entries()];
      const stable = sigs.length === 1 && sigs[0]![0] === expectedSignature(c);
      console.log(
        `${stable ? 'same' : 'DIFF'}  ${c.title}: ${sigs.map(([sig, where]) => `${sig} x${where.length}`).join(', ')} (expected ${expectedSignature(c)})`,
      );
    }
    console.log(
      mismatches === 0
        ? `Every verdict and every step's is_successful matched in all ${ROUNDS * 2 * CASES.length} runs.`
        : `${mismatches} run(s) did not match.`,
    );
  } finally {
    site.close();
    await t.stop();
  }
  process.exit(mismatches === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
