import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { NOT_REOPENED } from '../hand/betting';
import { parsePhh, type PhhHand } from './hand-history';
import { PhhReplayError, replayPhh, type ReplayOptions } from './replay';

/**
 * The PHH acceptance corpus: `PHH_DIR` if set, else the copy kept with this package in `test/phh`
 * (real Pluribus and WSOP hands, MIT, and PokerKit-generated hands; see its README). Throws, naming the place
 * it looked, when it is missing.
 */
export function corpusDirectory(): string {
  const directory = process.env.PHH_DIR ?? path.resolve(import.meta.dirname, '../../test/phh');
  if (!existsSync(path.join(directory, 'manifest.json'))) {
    throw new Error(`PHH corpus not found at ${directory} (expected manifest.json there); set PHH_DIR to its location`);
  }
  return directory;
}

/** Every `.phh` file under the given files and directories, sorted within each directory. */
export function findPhhFiles(targets: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (target: string) => {
    if (statSync(target).isDirectory()) {
      for (const entry of readdirSync(target).sort()) visit(path.join(target, entry));
    } else if (target.endsWith('.phh')) {
      files.push(target);
    }
  };
  for (const target of targets) visit(target);
  return files;
}

interface ManifestEntry {
  path: string;
  pokerkit_finishing_stacks?: number[] | null;
}

/**
 * Expected finishing stacks from a corpus manifest (`manifest.json` in the file's directory or above):
 * it supplies whole-chip results where a record has none or split a pot with half chips.
 */
export class ManifestExpectations {
  private readonly manifests = new Map<string, Map<string, number[]>>();

  expectedFor(file: string): number[] | undefined {
    let directory = path.dirname(path.resolve(file));
    for (;;) {
      const entries = this.manifestIn(directory);
      const expected = entries?.get(path.relative(directory, path.resolve(file)).split(path.sep).join('/'));
      if (expected !== undefined) return expected;
      const parent = path.dirname(directory);
      if (parent === directory) return undefined;
      directory = parent;
    }
  }

  private manifestIn(directory: string): Map<string, number[]> | undefined {
    if (!this.manifests.has(directory)) {
      const file = path.join(directory, 'manifest.json');
      const entries = new Map<string, number[]>();
      if (existsSync(file)) {
        for (const entry of JSON.parse(readFileSync(file, 'utf8')) as ManifestEntry[]) {
          if (entry.pokerkit_finishing_stacks) entries.set(entry.path, entry.pokerkit_finishing_stacks);
        }
      }
      this.manifests.set(directory, entries);
    }
    const entries = this.manifests.get(directory);
    return entries !== undefined && entries.size > 0 ? entries : undefined;
  }
}

export interface ReplayReport {
  file: string;
  ok: boolean;
  expected: number[] | null;
  actual: number[] | null;
  error: string | null;
  /** Set when the hand passed only under PokerKit's re-opening convention, saying what TDA refused. */
  note: string | null;
}

const sameStacks = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((chips, i) => chips === b[i]);

/** Stacks as the replay reports print them: `[100, 0, 250]`, or `nothing` when there are none. */
export const formatStacks = (stacks: readonly number[] | null) => (stacks === null ? 'nothing' : `[${stacks.join(', ')}]`);

interface Attempt {
  report: ReplayReport;
  /** The refusal that stopped the replay, if an action was illegal. */
  refusal: PhhReplayError | null;
}

function attempt(file: string, hand: PhhHand, expected: number[] | null, options: ReplayOptions): Attempt {
  const report = (ok: boolean, actual: number[] | null, error: string | null): ReplayReport => ({ file, ok, expected, actual, error, note: null });
  try {
    const state = replayPhh(hand, options);
    if (state.phase !== 'complete') {
      return { report: report(false, state.stacks, `the actions end before the hand does (${state.phase})`), refusal: null };
    }
    if (expected === null) return { report: report(false, state.stacks, 'no finishing_stacks to compare with'), refusal: null };
    return { report: report(sameStacks(expected, state.stacks), state.stacks, null), refusal: null };
  } catch (error) {
    const refusal = error instanceof PhhReplayError ? error : null;
    return { report: report(false, null, error instanceof Error ? error.message : String(error)), refusal };
  }
}

/**
 * Replays one file and compares its result with the manifest's or the file's finishing stacks.
 *
 * The record is what happened: when TDA rule 47 refuses a recorded raise (and nothing else is wrong so far)
 * and `options.incompleteRaise` leaves the rule open, the hand is replayed again under PokerKit's re-opening
 * convention, which generated hands may follow. If that reaches the expected stacks the hand passes with a
 * `note` naming what TDA refused; otherwise it fails with both outcomes in `error`.
 */
export function replayFile(file: string, manifest: ManifestExpectations, options: ReplayOptions = {}): ReplayReport {
  let expected: number[] | null = manifest.expectedFor(file) ?? null;
  let hand: PhhHand;
  try {
    hand = parsePhh(readFileSync(file, 'utf8'));
  } catch (error) {
    return { file, ok: false, expected, actual: null, error: (error as Error).message, note: null };
  }
  expected ??= hand.finishingStacks ?? null;
  const tda = attempt(file, hand, expected, options);
  if (options.incompleteRaise !== undefined || tda.refusal?.reason !== NOT_REOPENED) return tda.report;
  const { report } = attempt(file, hand, expected, { ...options, incompleteRaise: 'pokerkit' });
  if (report.ok) return { ...report, note: `replayed under PokerKit's reopening convention (TDA 47 would refuse: ${tda.report.error})` };
  const outcome = report.error ?? `ends with ${formatStacks(report.actual)}`;
  return { ...tda.report, error: `${tda.report.error}; under PokerKit's reopening convention too: ${outcome}` };
}
