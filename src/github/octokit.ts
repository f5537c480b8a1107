/**
 * The Octokit client: @actions/github's (GITHUB_API_URL, proxy settings) with the retry and throttling
 * plugins, and a timeout on every request. Loaded on the first API call only (octokit-loader.ts).
 *
 * - 5xx answers and network errors are retried (plugin-retry, 3 retries, 1 s, 4 s, 9 s apart);
 * - primary and secondary rate limits wait as GitHub asks, up to 3 times and 300 s in all, by one
 *   policy under Octokit (rate-limit.ts): plugin-retry excludes 429 and 403, and plugin-throttling's
 *   handlers never retry, so no two retry on top of each other;
 * - a request that gets no answer within the timeout fails like a network error (and is retried).
 *
 * Writes that must not be repeated blindly (creating a comment) turn retries off per request; see
 * sticky-comment.ts.
 *
 * Writes are spaced 1 s apart (and those that notify people 3 s), as GitHub advises against secondary
 * rate limits (plugin-throttling).
 *
 * BENCH_GATE_RETRY_BASE_MS, BENCH_GATE_HTTP_TIMEOUT_MS and BENCH_GATE_WRITE_SPACING=off exist for the
 * test suite only (short waits); they are not inputs and are not documented for users.
 */
import { GitHub, defaults } from '@actions/github/lib/utils';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { MAX_RATE_LIMIT_RETRIES, RATE_LIMIT_BUDGET_SECONDS, withRateLimitRetry } from './rate-limit.js';

export type Octokit = InstanceType<typeof GitHub>;

export interface ClientLog {
  debug(message: string): void;
  warning(message: string): void;
}

function positiveNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(value) && value > 0 ? value : fallback;
}

type Fetch = typeof globalThis.fetch;

/** Aborts a request that has no answer after `ms`, as a plain error so that Octokit treats it as a network error. */
function withTimeout(fetch: Fetch, ms: number): Fetch {
  return async (url, init = {}) => {
    const timeout = AbortSignal.timeout(ms);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      return await fetch(url, { ...init, signal });
    } catch (error) {
      if (timeout.aborted) throw new Error(`no answer within ${ms / 1000} s`);
      throw error;
    }
  };
}

/** A limiter that runs every job at once, in place of plugin-throttling's spacing (tests only). */
const UNSPACED = {
  key: () => ({ schedule: (_options: unknown, task: (...args: unknown[]) => unknown, ...args: unknown[]) => Promise.resolve().then(() => task(...args)) }),
};

export function createOctokit(token: string, log: ClientLog, env: NodeJS.ProcessEnv): Octokit {
  const baseMs = positiveNumber(env.BENCH_GATE_RETRY_BASE_MS, 1000);
  const timeoutMs = positiveNumber(env.BENCH_GATE_HTTP_TIMEOUT_MS, 30_000);
  const Octokit = GitHub.plugin(retry, throttling);
  const baseFetch = (defaults.request?.fetch ?? globalThis.fetch) as Fetch;
  // Rate limits were already waited out (or given up on) by withRateLimitRetry: throttling only reports.
  const onLimit = (kind: string) => (retryAfter: number, options: { method?: string; url?: string }) => {
    log.debug(`GitHub ${kind} rate limit on ${options.method} ${options.url} (asked to wait ${retryAfter} s); not retried again`);
    return false;
  };
  const fetch = withRateLimitRetry(withTimeout(baseFetch, timeoutMs), { retries: MAX_RATE_LIMIT_RETRIES, budgetSeconds: RATE_LIMIT_BUDGET_SECONDS, msPerSecond: baseMs, warn: log.warning });
  return new Octokit({
    auth: `token ${token}`,
    userAgent: 'bench-gate-action',
    baseUrl: defaults.baseUrl,
    request: { ...defaults.request, fetch },
    // 429 and 403 are rate limits (above) or refusals: never plugin-retry's.
    retry: { retryAfterBaseValue: baseMs, doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451] },
    throttle: {
      retryAfterBaseValue: baseMs,
      fallbackSecondaryRateRetryAfter: 60,
      onRateLimit: onLimit('primary'),
      onSecondaryRateLimit: onLimit('secondary'),
      ...(env.BENCH_GATE_WRITE_SPACING === 'off' ? ({ write: UNSPACED, notifications: UNSPACED } as object) : {}),
    },
    log: {
      debug: (m: string) => log.debug(m),
      info: (m: string) => log.debug(m),
      warn: (m: string) => log.warning(m),
      error: (m: string) => log.warning(m),
    },
  });
}

