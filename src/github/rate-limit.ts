/**
 * The one policy for GitHub's rate limits: an answer that says "rate limited" (429, or 403 with no
 * requests left or a secondary-limit message) is sent again after the wait GitHub asks for
 * (`retry-after`, else `x-ratelimit-reset`, else a minute as GitHub's docs advise), at most
 * MAX_RATE_LIMIT_RETRIES times, and only while the waits stay within a total bound. It lives at the
 * fetch level, under Octokit, so that plugin-retry (5xx and network errors) and plugin-throttling
 * (spacing of writes) never retry a rate limit on top of it (client.ts turns theirs off).
 *
 * A rate-limited request was not carried out, so sending it again cannot duplicate a write.
 */
export const MAX_RATE_LIMIT_RETRIES = 3;
/** Waits longer in total than this fail instead: a job is better failed with a clear reason than stuck. */
export const RATE_LIMIT_BUDGET_SECONDS = 300;
/** GitHub: "wait for at least one minute before retrying" when a secondary limit names no time. */
const FALLBACK_SECONDS = 60;

type Fetch = typeof globalThis.fetch;

interface RateLimitPolicy {
  retries: number;
  budgetSeconds: number;
  /** Milliseconds per second of waiting: 1000, or a few in the test suite. */
  msPerSecond: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  warn(message: string): void;
}

/** Seconds to wait before sending again, or undefined when the answer is not a rate limit. */
async function rateLimitWait(response: Response, nowMs: number): Promise<number | undefined> {
  const { status, headers } = response;
  if (status !== 429 && status !== 403) return undefined;
  const remaining = headers.get('x-ratelimit-remaining');
  const retryAfter = headers.get('retry-after');
  if (status === 403 && remaining !== '0' && retryAfter === null) {
    // A secondary limit may come with neither header; a 403 that is not a limit is a permission error.
    const text = await response.clone().text().catch(() => '');
    if (!/rate limit/i.test(text)) return undefined;
  }
  const after = Number(retryAfter);
  if (retryAfter !== null && Number.isFinite(after) && after >= 0) return after;
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (remaining === '0' && Number.isFinite(reset) && reset > 0) return Math.max(0, Math.ceil(reset - nowMs / 1000)) + 1;
  return FALLBACK_SECONDS;
}

function describe(init: RequestInit | undefined, url: unknown): string {
  const path = (() => {
    try {
      return new URL(String(url)).pathname;
    } catch {
      return String(url);
    }
  })();
  return `${init?.method ?? 'GET'} ${path}`;
}

export function withRateLimitRetry(fetch: Fetch, policy: RateLimitPolicy): Fetch {
  const now = policy.now ?? Date.now;
  const sleep = policy.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (url, init) => {
    let waited = 0;
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, init);
      const wait = await rateLimitWait(response, now());
      if (wait === undefined) return response;
      const what = `GitHub rate limit on ${describe(init, url)}`;
      if (attempt >= policy.retries) {
        policy.warn(`${what}: giving up after ${policy.retries} retries`);
        return response;
      }
      if (waited + wait > policy.budgetSeconds) {
        policy.warn(`${what}: GitHub asks to wait ${wait} s, more than the ${policy.budgetSeconds} s bench-gate waits in all; giving up`);
        return response;
      }
      policy.warn(`${what}: retrying after ${wait} s (retry ${attempt + 1} of ${policy.retries})`);
      waited += wait;
      await sleep(wait * policy.msPerSecond);
    }
  };
}
