/**
 * The commit and branch being promoted. CI's variables win over git: GitHub checks pull requests out
 * as a detached merge commit, where git knows no branch name, and GITHUB_SHA / GITHUB_REF_NAME say
 * what was built. Outside CI (or outside GitHub), `git rev-parse` in the working directory.
 */
import { execFileSync } from 'node:child_process';

function git(args: string[], cwd: string): string | undefined {
  try {
    const out = execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).trim();
    return out === '' ? undefined : out;
  } catch {
    return undefined; // Not a repository, or no git: provenance is best effort.
  }
}

function nonEmpty(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

export function gitProvenance(cwd: string, env: Readonly<Record<string, string | undefined>>): { commit?: string; branch?: string } {
  const commit = nonEmpty(env.GITHUB_SHA) ?? git(['rev-parse', 'HEAD'], cwd);
  // In a pull request GITHUB_REF_NAME is "123/merge"; the PR's own branch is GITHUB_HEAD_REF.
  let branch = nonEmpty(env.GITHUB_HEAD_REF) ?? nonEmpty(env.GITHUB_REF_NAME);
  if (branch === undefined) {
    const head = git(['rev-parse', '--abbrev-ref', 'HEAD'], cwd);
    if (head !== 'HEAD') branch = head; // "HEAD" means detached: no branch.
  }
  const out: { commit?: string; branch?: string } = {};
  if (commit !== undefined) out.commit = commit;
  if (branch !== undefined) out.branch = branch;
  return out;
}

/** The top folder of the git checkout that holds `dir`; undefined outside one (or without git). */
export function repositoryRoot(dir: string): string | undefined {
  return git(['rev-parse', '--show-toplevel'], dir);
}

/** A commit's date (ISO 8601, committer's) and subject line, from the checkout; undefined outside git. */
export function commitDetails(cwd: string, commit: string): { date?: string; message?: string } {
  // A commit given as "--output=FILE" would be an option of git show, which writes that file.
  if (commit.startsWith('-')) return {};
  const out = git(['show', '-s', '--format=%cI%n%s', commit, '--'], cwd);
  if (out === undefined) return {};
  const [date, ...subject] = out.split('\n');
  const details: { date?: string; message?: string } = {};
  if (date !== undefined && !Number.isNaN(Date.parse(date))) details.date = new Date(Date.parse(date)).toISOString();
  const message = subject.join(' ').trim();
  if (message !== '') details.message = message;
  return details;
}

/**
 * The full SHA of the commit a name stands for in the checkout (HEAD, a branch, a tag, a short SHA);
 * undefined when git cannot resolve it to a commit (no such name, not a checkout, no git).
 */
export function resolveCommit(cwd: string, name: string): string | undefined {
  // A name starting with '-' would be an option of git rev-parse.
  if (name.startsWith('-')) return undefined;
  return git(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], cwd);
}

/** A file as a commit has it: `missing-commit` when git does not have the commit here (a shallow clone). */
type FileAtCommit = { kind: 'file'; bytes: Buffer } | { kind: 'absent' } | { kind: 'missing-commit' };

/**
 * The file at `path` (relative to `cwd`) in commit `ref`: what `git show REF:./PATH` prints. For the rules
 * a pull request is judged by, read from its base rather than from its own checkout.
 */
export function fileAtCommit(cwd: string, ref: string, path: string): FileAtCommit {
  if (ref.startsWith('-') || git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd) === undefined) return { kind: 'missing-commit' };
  const spec = `${ref}:./${path.replace(/^\.\//, '')}`;
  try {
    execFileSync('git', ['cat-file', '-e', spec], { cwd, stdio: 'ignore', timeout: 5000 });
  } catch {
    return { kind: 'absent' };
  }
  // Baselines can be large: no output bound below the report file's own (read-input.ts bounds what is parsed).
  // Bytes, not text: a gzipped baseline (baseline.json.gz) decoded as UTF-8 is no longer gzip.
  const bytes = execFileSync('git', ['cat-file', '-p', spec], { cwd, stdio: ['ignore', 'pipe', 'ignore'], timeout: 60_000, maxBuffer: 1024 * 1024 * 1024 });
  return { kind: 'file', bytes };
}

/**
 * The web address of the checkout's `origin` remote (https://github.com/OWNER/REPO), for links to
 * commits; undefined when there is none or it is not a host/path remote. Credentials in the remote's
 * address are dropped: the result is published.
 */
export function originWebUrl(cwd: string): string | undefined {
  const remote = git(['remote', 'get-url', 'origin'], cwd);
  if (remote === undefined) return undefined;
  const scp = /^[\w.-]+@([\w.-]+):(?!\/)(.+?)(?:\.git)?\/?$/.exec(remote);
  if (scp) return `https://${scp[1]}/${scp[2]}`;
  try {
    const url = new URL(remote);
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol) || url.pathname.length <= 1) return undefined;
    // An https remote is served by the web server itself, so its port (git.example.com:8443) is the
    // web pages' port too; an ssh or git remote's port is that protocol's, never the web server's.
    // url.host holds no credentials: they are url.username and url.password, left out.
    const host = url.protocol === 'https:' ? url.host : url.hostname;
    return `https://${host}${url.pathname.replace(/(?:\.git)?\/?$/, '')}`;
  } catch {
    return undefined;
  }
}

/**
 * The recorded commit nearest to `ref` in its history: the first of `commits` that `git rev-list
 * --topo-order` names, walking at most `depth` commits back (`ref` itself included): where a history
 * baseline ends when the store has no entry for the base commit. In topological order no commit comes
 * before its descendants; rev-list's default order is by date, which past a merge puts a commit dated
 * before its parent (a wrong clock, a rebase that kept dates) after that parent. Undefined without git,
 * in a clone too shallow to know, or when none is found.
 */
export function newestRecordedAncestor(cwd: string, ref: string, commits: ReadonlySet<string> | ReadonlyMap<string, unknown>, depth = 1000): string | undefined {
  if (ref.startsWith('-')) return undefined;
  const out = git(['rev-list', '--topo-order', `--max-count=${depth}`, ref, '--'], cwd);
  if (out === undefined) return undefined;
  for (const sha of out.split('\n')) if (commits.has(sha)) return sha;
  return undefined;
}

/**
 * Whether `commit` descends from `ancestor` as far as the checkout shows (newestRecordedAncestor, with
 * `ancestor` the one recorded commit): where the history store puts a new entry dated before the
 * branch's newest one. False when it does not, and when git cannot tell (no git, a commit the checkout
 * lacks, a clone too shallow, an ancestor further than `depth` commits back).
 */
export function descendsFrom(cwd: string, commit: string, ancestor: string, depth = 1000): boolean {
  return commit !== ancestor && newestRecordedAncestor(cwd, commit, new Set([ancestor]), depth) === ancestor;
}
