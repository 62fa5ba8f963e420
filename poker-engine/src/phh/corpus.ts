import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parsePhh } from './hand-history';
import { PhhReplayError, replayPhh, type ReplayOptions } from './replay';

/**
 * The shared PHH acceptance corpus: `PHH_DIR` if set, else `shared/phh` beside the repository checkout
 * (…/main/poker-engine → …/shared/phh). Throws, naming the place it looked, when it is missing.
 */
export function corpusDirectory(): string {
  const directory = process.env.PHH_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/phh');
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
}

const sameStacks = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((chips, i) => chips === b[i]);

/** Replays one file and compares its result with the manifest's or the file's finishing stacks. */
export function replayFile(file: string, manifest: ManifestExpectations, options: ReplayOptions = {}): ReplayReport {
  let expected: number[] | null = manifest.expectedFor(file) ?? null;
  try {
    const hand = parsePhh(readFileSync(file, 'utf8'));
    expected ??= hand.finishingStacks ?? null;
    const state = replayPhh(hand, options);
    if (state.phase !== 'complete') {
      return { file, ok: false, expected, actual: state.stacks, error: `the actions end before the hand does (${state.phase})` };
    }
    if (expected === null) return { file, ok: false, expected, actual: state.stacks, error: 'no finishing_stacks to compare with' };
    return { file, ok: sameStacks(expected, state.stacks), expected, actual: state.stacks, error: null };
  } catch (error) {
    const message = error instanceof PhhReplayError || error instanceof Error ? error.message : String(error);
    return { file, ok: false, expected, actual: null, error: message };
  }
}
