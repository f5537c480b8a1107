/**
 * The Action's bundle loads the Octokit stack (dist/github.cjs: @actions/github, undici, the plugins)
 * only when a mode calls the API, so that a check on a push starts fast (bench/run.sh measures it);
 * and that stack still honours the runner's proxy variables (HTTP_PROXY, NO_PROXY) on self-hosted
 * runners: a local proxy that counts what goes through it sees the API calls.
 */
import { createConnection, type Socket } from 'node:net';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action-runner.js';
import { example, pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { rulePaths, sameRulesAtBase } from '../helpers/base-commit.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';
import { tempDir } from '../helpers/cli.js';

const TOKEN = 'ghs_FAKEtokenThatMustNeverBeLogged0123456789';
const gh = useFakeGitHub(TOKEN);
const GATE = { baseline: 'bench/baseline.json', current: 'bench/results/*.json' };
/** A name that no resolver knows (.test is reserved): only a proxy can reach the fake GitHub by it. */
const API_HOST = 'api.github.test';

function checkout(): string {
  return workspace({
    'bench/baseline.json': opsDocument({ alpha: 1000, beta: 2000 }),
    'bench/results/run-1.json': opsDocument({ alpha: 1005, beta: 1990 }),
  });
}

/** A preload script that reports, on stderr, every lazy bundle of dist/ that is required. */
function loadHook(): string {
  const hook = join(tempDir(), 'hook.cjs');
  writeFileSync(hook, `const M = require('node:module'); const load = M._load;
M._load = function (request, ...rest) { if (/\\.cjs$/.test(request)) process.stderr.write('LOADED ' + request + '\\n'); return load.call(this, request, ...rest); };`);
  return hook;
}

/** The lazy bundles required, each once (a require of a loaded module is answered from the cache). */
const loaded = (stderr: string): string[] => [...new Set([...stderr.matchAll(/^LOADED \.\/(\S+)$/gm)].map((m) => m[1]!))];

describe('the Octokit stack is loaded on the first API call only', () => {
  it('a check on a push (no pull request, no API call) loads none of the lazy bundles: dist/github.cjs, the other modes, the history, the validators, the formats', async () => {
    const result = await runAction({ node: process.execPath, cwd: checkout(), inputs: GATE, eventName: 'push', payload: pushToDefaultBranch(), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY, env: { NODE_OPTIONS: `--require ${loadHook()}` } });
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    expect(loaded(result.stderr)).toEqual([]);
    expect(gh.requests).toEqual([]);
  });

  it('another mode loads dist/action-modes.cjs; history: true loads dist/action-history.cjs; a check loads neither', async () => {
    const report = await runAction({ node: process.execPath, cwd: checkout(), inputs: { ...GATE, mode: 'report' }, eventName: 'push', payload: pushToDefaultBranch(), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY, env: { NODE_OPTIONS: `--require ${loadHook()}` } });
    expect(report.code).toBe(0);
    expect(loaded(report.stderr)).toEqual(['action-modes.cjs']);
    // The data branch does not exist on the fake GitHub: a notice, and the baseline file is used.
    const history = await runAction({ node: process.execPath, cwd: checkout(), inputs: { ...GATE, history: 'true', comment: 'never' }, eventName: 'push', payload: pushToDefaultBranch(), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY, env: { NODE_OPTIONS: `--require ${loadHook()}` } });
    expect(history.code).toBe(0);
    expect(history.outputs.verdict).toBe('pass');
    expect(loaded(history.stderr).sort()).toEqual(['action-history.cjs', 'github.cjs']);
  });

  it('a check on a pull request loads it and comments', async () => {
    const cwd = checkout();
    const payload = sameRulesAtBase(gh, example('pull_request', 'opened'), cwd, rulePaths(GATE));
    const result = await runAction({ node: process.execPath, cwd, inputs: GATE, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY, env: { NODE_OPTIONS: `--require ${loadHook()}` } });
    expect(result.code).toBe(0);
    expect(loaded(result.stderr)).toEqual(['github.cjs']);
    expect(result.outputs['comment-status']).toBe('created');
    expect(gh.violations).toEqual([]);
  });
});

/**
 * A forward proxy on 127.0.0.1 that sends every tunnel (CONNECT) and every proxied request to the
 * fake GitHub whatever host it names, and records the hosts it was asked for.
 */
class CountingProxy {
  readonly asked: string[] = [];
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  url = '';

  constructor(private readonly target: () => URL) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      // A plain proxied request: `GET http://host:port/path`.
      const url = new URL(req.url ?? '/');
      this.asked.push(url.host);
      const target = this.target();
      const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: `${url.pathname}${url.search}`, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    this.server.on('connect', (req, client: Socket, head: Buffer) => {
      this.asked.push(req.url ?? '');
      const target = this.target();
      const upstream = createConnection({ host: target.hostname, port: Number(target.port) }, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe('behind a proxy (a self-hosted runner)', () => {
  const proxy = new CountingProxy(() => new URL(gh.url));
  beforeAll(() => proxy.start());
  afterAll(() => proxy.stop());
  beforeEach(() => {
    proxy.asked.length = 0;
  });

  const runWith = async (env: Record<string, string>) => {
    const cwd = checkout();
    const payload = sameRulesAtBase(gh, example('pull_request', 'opened'), cwd, rulePaths(GATE));
    const apiUrl = `http://${API_HOST}:${new URL(gh.url).port}`;
    return runAction({ node: process.execPath, cwd, inputs: GATE, eventName: 'pull_request', payload, token: TOKEN, apiUrl, repository: REPOSITORY, env });
  };

  it('sends the API calls through HTTP_PROXY', async () => {
    const result = await runWith({ HTTP_PROXY: proxy.url });
    expect(result.code).toBe(0);
    expect(result.outputs['comment-status']).toBe('created');
    expect(proxy.asked.length).toBeGreaterThan(0);
    expect(new Set(proxy.asked)).toEqual(new Set([`${API_HOST}:${new URL(gh.url).port}`]));
    expect(gh.count('issues/create-comment')).toBe(1);
    expect(gh.violations).toEqual([]);
  });

  it('goes direct for a host in NO_PROXY, and without a proxy variable (the name then resolves nowhere)', async () => {
    const cases: Array<Record<string, string>> = [{ HTTP_PROXY: proxy.url, NO_PROXY: API_HOST }, {}];
    for (const env of cases) {
      const result = await runWith(env);
      expect(proxy.asked).toEqual([]);
      expect(gh.requests).toEqual([]);
      // The rules cannot be read from the base commit: a one-line error that says so, not a crash, and
      // not a verdict by the pull request's own rules.
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(result.commands.filter(([k]) => k === 'error').map(([, m]) => m)).toContainEqual(expect.stringMatching(/at the base commit [0-9a-f]{7}: could not be read \(/));
      expect(result.outputs.verdict).toBeUndefined();
    }
  });
});
