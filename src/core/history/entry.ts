/**
 * One entry of a history store: one commit's results on one branch, every benchmark with the values
 * of all its runs (schemas/history-entry-v1.schema.json). Pure: parsing, serialising and the
 * operations on a branch's list of entries; the files themselves are src/io/history-store.ts.
 */
import { printable } from '../printable.js';
import { environmentOf } from '../environment.js';
import { inputError } from '../errors.js';
import type { Direction, Environment, SourcedDocument } from '../model.js';
import { collectRuns, type DirectionOverrides } from '../runs.js';
import { describeSchemaError } from '../schema-errors.js';
import validateHistoryEntry from '../../../generated/history-entry-validator.js';

export interface HistoryBenchmark {
  name: string;
  unit: string;
  direction: Direction;
  /** The gated value of each run, in `unit`. */
  values: number[];
  /** The suite it came from, for imported histories that hold several suites. */
  suite?: string;
  [extra: string]: unknown;
}

export interface HistoryEntry {
  schema_version: 1;
  commit: string;
  branch: string;
  /** ISO 8601: the commit's date when known, else the recording's. */
  date: string;
  recorded_at?: string;
  message?: string;
  tool_version?: string;
  environment?: Environment;
  benchmarks: HistoryBenchmark[];
  [extra: string]: unknown;
}

interface EntryMetadata {
  commit: string;
  branch: string;
  date: string;
  recordedAt?: string;
  message?: string;
  toolVersion?: string;
  /** The recording machine's: the entry keeps it only when no run records where it was measured. */
  environment?: Environment;
}

interface RecordedRuns {
  entry: HistoryEntry;
  /** Benchmarks that failed in a run: not recorded, since a failure has no value to remember. */
  failed: string[];
}

/** The N runs of one suite on one commit as a history entry (each benchmark's run values kept). */
export function entryFromRuns(runs: readonly SourcedDocument[], meta: EntryMetadata, directionOf: DirectionOverrides): RecordedRuns {
  const series = collectRuns(runs, directionOf);
  const benchmarks: HistoryBenchmark[] = [];
  const failed: string[] = [];
  for (const s of series.values()) {
    if (s.failure) failed.push(s.name);
    else benchmarks.push({ name: s.name, unit: s.unit, direction: s.direction, values: s.values });
  }
  const entry: HistoryEntry = { schema_version: 1, commit: meta.commit, branch: meta.branch, date: meta.date, benchmarks };
  if (meta.recordedAt !== undefined) entry.recorded_at = meta.recordedAt;
  if (meta.message !== undefined) entry.message = meta.message;
  if (meta.toolVersion !== undefined) entry.tool_version = meta.toolVersion;
  // Runs are often measured in one job and recorded in another, on another machine: the entry says
  // where they were measured (as promote does), or the environment warnings would compare the wrong machine.
  const environment = environmentOf(runs) ?? meta.environment;
  if (environment !== undefined) entry.environment = environment;
  return { entry, failed };
}

/** One line of the JSON Lines file: the key order is fixed, commit first, so a diff reads well. */
export function serializeEntry(entry: HistoryEntry): string {
  const { schema_version, commit, branch, date, benchmarks, ...rest } = entry;
  return JSON.stringify({ schema_version, commit, branch, date, ...rest, benchmarks });
}

const FIX_HINT = 'Nothing was changed; fix or delete that line (a merge conflict or an interrupted copy?) and run again';

/** `store/main.jsonl:7` */
function linePlace(file: string, line: number): string {
  return `${file}:${line}`;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const optionalString = (x: unknown): boolean => x === undefined || typeof x === 'string';
const nonEmpty = (x: unknown): boolean => typeof x === 'string' && x !== '';

/** The schema's rules for everything of an entry but its benchmarks (see isCanonicalEntry). */
function isCanonicalHead(json: unknown): json is Record<string, unknown> {
  if (!isObject(json) || json.schema_version !== 1 || !nonEmpty(json.commit) || !nonEmpty(json.branch) || !nonEmpty(json.date)) return false;
  if (!optionalString(json.recorded_at) || !optionalString(json.message) || !optionalString(json.tool_version)) return false;
  return json.environment === undefined || isObject(json.environment);
}

/**
 * The schema's rules, checked by hand: a large store is thousands of entries of a thousand benchmarks,
 * and the generated validator took two thirds of reading one. Never more permissive than the schema
 * (tests/core/history/entry.test.ts checks both agree); when it says no, the schema's validator runs
 * and names what is wrong.
 */
function isCanonicalEntry(json: unknown): boolean {
  if (!isCanonicalHead(json) || !Array.isArray(json.benchmarks)) return false;
  for (const b of json.benchmarks as unknown[]) {
    if (!isObject(b) || !nonEmpty(b.name) || typeof b.unit !== 'string' || (b.direction !== 'higher' && b.direction !== 'lower') || !optionalString(b.suite)) return false;
    const values = b.values;
    if (!Array.isArray(values) || values.length === 0) return false;
    for (const v of values as unknown[]) if (typeof v !== 'number' || !(v > 0)) return false;
  }
  return true;
}

/** One line as an entry, or a one-line InputError naming the file and the line. */
export function parseEntryLine(text: string, file: string, line: number): HistoryEntry {
  const place = linePlace(file, line);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0]!;
    throw inputError(place, `is not a history entry (${reason})`, FIX_HINT);
  }
  if (!isCanonicalEntry(json) && !validateHistoryEntry(json)) {
    throw inputError(place, `is not a history entry: ${describeSchemaError(validateHistoryEntry.errors![0]!, json)}`, FIX_HINT);
  }
  const entry = json as HistoryEntry;
  const seen = new Set<string>();
  for (const b of entry.benchmarks) {
    if (seen.has(b.name)) throw inputError(place, `benchmark "${b.name}" appears twice in one entry`, FIX_HINT);
    seen.add(b.name);
    if (!b.values.every(Number.isFinite)) throw inputError(place, `benchmark "${b.name}" has a value that is not a finite number`, FIX_HINT);
  }
  return entry;
}

/**
 * Whether a character at either end of a branch file's line is space, not content: exactly what
 * String.prototype.trim removes (ECMAScript's white space and line terminators; not U+0085, which is
 * neither). Every reader of a branch file asks this, so that a line is blank for all or for none:
 * a line one reader skipped and another refused would let `detect` pass a store `prune` rejects.
 */
export function isLineSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0b || c === 0x0c || c === 0xa0 || c === 0xfeff || c === 0x2028 || c === 0x2029 || (c >= 0x2000 && c <= 0x200a) || c === 0x1680 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** text[from, to), one line of a branch file, without the space at its ends: '' when the line is blank. */
export function lineContent(text: string, from: number, to: number): string {
  while (from < to && isLineSpace(text.charCodeAt(from))) from++;
  while (to > from && isLineSpace(text.charCodeAt(to - 1))) to--;
  return text.slice(from, to);
}

/** The last line of a branch file's text that is not blank; '' when there is none. */
export function lastContentLine(text: string): string {
  let end = text.length;
  while (end > 0) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const content = lineContent(text, start, end);
    if (content !== '') return content;
    end = start - 1;
  }
  return '';
}

/**
 * Reads the lines of one branch file, in order, as entries: each line that is not blank (its
 * content, as lineContent gives it) and its number in, the entry out, or a one-line InputError for a
 * line that is no entry or names a commit an earlier line did. The readers of a branch file, whole
 * (parseHistoryFile) or a chunk at a time (src/io/history-store.ts), all read it with this.
 */
export function entryReader(file: string): (content: string, line: number) => HistoryEntry {
  const seen = new Map<string, number>();
  return (content, line) => {
    const entry = parseEntryLine(content, file, line);
    const first = seen.get(entry.commit);
    if (first !== undefined) {
      throw inputError(linePlace(file, line), `commit ${entry.commit} is already at line ${first}`, 'Keep one of the two lines (bench-diff history add replaces an entry instead of adding a second one)');
    }
    seen.set(entry.commit, line);
    return entry;
  };
}

/** A line too long to be read at all (longer than a JavaScript string can be): no entry is that long. */
export function lineTooLong(file: string, line: number, mib: number): Error {
  return inputError(linePlace(file, line), `is longer than ${mib} MiB, so it is not a history entry`, FIX_HINT);
}

/**
 * A branch file's entries, oldest first. Blank lines are allowed (a trailing newline, a hand edit);
 * a corrupt line is an error, never skipped: skipping would let the next write drop it for good.
 */
export function parseHistoryFile(text: string, file: string): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  const read = entryReader(file);
  let start = 0;
  let line = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    line++;
    const raw = lineContent(text, start, end);
    start = end + 1;
    if (raw !== '') entries.push(read(raw, line));
  }
  return entries;
}

/** How much of a branch file's text historyFilePieces gives at a time. */
const PIECE_CHARS = 1024 * 1024;

/**
 * serializeHistoryFile's text in pieces of about a MiB, whole lines each, whose concatenation is the
 * same: a large branch is written without ever being one string, which past 512 MiB it cannot be.
 */
export function* historyFilePieces(entries: readonly HistoryEntry[]): Generator<string> {
  let piece = '';
  for (const entry of entries) {
    piece += `${serializeEntry(entry)}\n`;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece !== '') yield piece;
}

/** A branch file's whole text (the data branch's blob): historyFilePieces joined. */
export function serializeHistoryFile(entries: readonly HistoryEntry[]): string {
  let out = '';
  for (const piece of historyFilePieces(entries)) out += piece;
  return out;
}

/**
 * The time a branch file is ordered by: the entry's date. A date that does not parse (only a hand
 * edit writes one) holds no place in time: it counts as older than any, so nothing is put before it.
 */
export function entryTime(date: string): number {
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? -Infinity : ms;
}

/**
 * The entries with `added` put in, keeping the file oldest first (what prune, detect and the
 * baseline take its order for). An entry of a commit already there replaces it in its place (the
 * line a re-run replaces stays where it was, even when its date is a new recording's); every other
 * one goes after the last entry that is not newer than it, so equal dates keep the order they came in
 * and an entry newer than the last is appended. Of two added entries of one commit, the later wins.
 * O(n + k log k): an import into a large store is one pass.
 */
export function upsertEntries(entries: readonly HistoryEntry[], added: readonly HistoryEntry[]): { entries: HistoryEntry[]; replaced: number } {
  const incoming = new Map<string, HistoryEntry>();
  for (const entry of added) {
    incoming.delete(entry.commit); // the later one, in its place in the order they came
    incoming.set(entry.commit, entry);
  }
  let replaced = 0;
  const kept: HistoryEntry[] = [];
  for (const old of entries) {
    const entry = incoming.get(old.commit);
    if (entry !== undefined) {
      replaced++;
      incoming.delete(old.commit);
    }
    kept.push(entry ?? old);
  }
  const placed = [...incoming.values()];
  const times = new Map(placed.map((e) => [e, entryTime(e.date)]));
  placed.sort((a, b) => times.get(a)! - times.get(b)! || 0); // stable: equal dates keep their order
  // From the newest end: each placed entry goes after the last kept entry not newer than it.
  const reversed: HistoryEntry[] = [];
  let j = placed.length - 1;
  for (let i = kept.length - 1; i >= 0; i--) {
    const time = entryTime(kept[i]!.date);
    while (j >= 0 && times.get(placed[j]!)! >= time) reversed.push(placed[j--]!);
    reversed.push(kept[i]!);
  }
  while (j >= 0) reversed.push(placed[j--]!);
  return { entries: reversed.reverse(), replaced };
}

/**
 * Whether the commit being recorded descends from `newest`'s (the branch's newest entry): true only
 * when the front end knows it (git in the checkout, GitHub); false when it does not, or cannot tell.
 */
export type DescendsFrom = (newest: HistoryEntry) => boolean;

/**
 * Whether a new entry goes after the branch's newest entry `newest`: its date is not older (the date
 * order), or its commit descends from newest's (the branch's order, whatever the dates: a commit dated
 * before its parent, from a wrong clock or a rebase that kept the dates, still comes after it). The
 * descent is asked only when the dates would say otherwise. The one rule of both the append (src/io/
 * history-store.ts) and the rewrite (upsertEntry), so that they put an entry in the same place.
 */
export function goesLast(newest: HistoryEntry, entry: HistoryEntry, descendsFrom?: DescendsFrom): boolean {
  return entryTime(newest.date) <= entryTime(entry.date) || (descendsFrom !== undefined && newest.commit !== entry.commit && descendsFrom(newest));
}

/**
 * The entries with `entry` in place of the entry of the same commit, else last when it goes after the
 * newest entry (goesLast: not older, or a descendant of its commit), else in its place by date
 * (upsertEntries). The list's order is the store's: entries already there never move.
 */
export function upsertEntry(entries: readonly HistoryEntry[], entry: HistoryEntry, descendsFrom?: DescendsFrom): { entries: HistoryEntry[]; replaced: boolean } {
  const newest = entries[entries.length - 1];
  if (newest !== undefined && descendsFrom !== undefined && !entries.some((e) => e.commit === entry.commit) && goesLast(newest, entry, descendsFrom)) {
    return { entries: [...entries, entry], replaced: false };
  }
  const { entries: out, replaced } = upsertEntries(entries, [entry]);
  return { entries: out, replaced: replaced > 0 };
}

/**
 * Where `entry` (just added, not replacing one) was put when it is not last: its date is older than the
 * branch's newest entry and its commit was not known to descend from that entry's, so the date order
 * put it before `newer` entries. Undefined when it is last.
 */
export function placedBefore(entries: readonly HistoryEntry[], entry: HistoryEntry): { newer: number; newest: HistoryEntry } | undefined {
  const at = entries.lastIndexOf(entry);
  if (at < 0 || at === entries.length - 1) return undefined;
  return { newer: entries.length - 1 - at, newest: entries[entries.length - 1]! };
}

/**
 * What placedBefore means for the user, one sentence: a commit dated before the branch's newest entry
 * that is not known to descend from it (an older commit recorded late; or a descendant, dated before
 * its parent by a wrong clock or a rebase that kept the dates, where nothing could tell) goes in its
 * place by date, and a pull request based on it gets its history baseline from there, without the
 * newer entries. Values from the store go through printable.
 */
export function placedBeforeWarning(entry: HistoryEntry, placed: { newer: number; newest: HistoryEntry }): string {
  const newest = placed.newest;
  const entries = placed.newer === 1 ? '1 newer entry' : `${placed.newer} newer entries`;
  return (
    `commit ${printable(entry.commit)} is dated ${printable(entry.date)}, before the newest entry of ${printable(entry.branch)} (commit ${printable(newest.commit)}, ${printable(newest.date)}), and is not known to descend from it: ` +
    `such an entry is placed by date, so it was placed before ${entries}, and a history baseline that ends at it (a pull request based on it) leaves them out. ` +
    'If it does descend from it, its date comes from a wrong clock or a rebase that kept the dates (git rebase --committer-date-is-author-date)'
  );
}

/** The newest `keep` entries. */
export function pruneEntries(entries: readonly HistoryEntry[], keep: number): HistoryEntry[] {
  return keep >= entries.length ? entries.slice() : entries.slice(entries.length - keep);
}
