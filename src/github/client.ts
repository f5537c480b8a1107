/**
 * The GitHub client of the Action's modes, and how its errors read. The Octokit stack (@actions/github,
 * undici, the retry and throttling plugins: most of the Action's bundle) is built in octokit.ts and
 * loaded on the first createClient, so that a mode that makes no API call (check on a push) never
 * parses it: the Action's start-up is a measured requirement (bench/).
 */
import type { ClientLog, Octokit } from './octokit.js';
import { loadOctokit } from './octokit-loader.js';

export type Client = Octokit;

/**
 * An Octokit for `token`: @actions/github's (GITHUB_API_URL, the runner's proxy variables) with the
 * retry and throttling plugins and the rate-limit policy (octokit.ts).
 */
export function createClient(token: string, log: ClientLog, env: NodeJS.ProcessEnv = process.env): Client {
  return loadOctokit()(token, log, env);
}

/** The HTTP status of an Octokit error; undefined when there was no answer at all. */
export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}

/** An error from GitHub as one line for the log: never the request's headers (the token is in them). */
export function describeApiError(error: unknown): string {
  const status = statusOf(error);
  // GitHub's messages may span lines ("Invalid request.\n\n\"sha\" wasn't supplied."): one line, bounded.
  const text = (error instanceof Error ? error.message : String(error)).replace(/\s*\r?\n\s*/g, ' ').trim();
  const message = text.length > 300 ? `${text.slice(0, 299)}…` : text;
  return status === undefined ? message : `${status} ${message}`;
}
