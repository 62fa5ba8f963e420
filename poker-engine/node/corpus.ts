import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parsePhh, type PhhHand } from '../src/phh/hand-history';
import type { ReplayOptions } from '../src/phh/replay';
import { verifyPhh, type ReplayVerdict } from '../src/phh/verify';

/**
 * The PHH acceptance corpus: `PHH_DIR` if set, else the copy kept with this package in `test/phh`
 * (real Pluribus and WSOP hands, MIT, and PokerKit-generated hands; see its README). Throws, naming the place
 * it looked, when it is missing.
 */
export function corpusDirectory(): string {
  const directory = process.env.PHH_DIR ?? path.resolve(import.meta.dirname, '../test/phh');
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

/** One file's verdict, as the CLI prints it. */
export type ReplayReport = { file: string } & ReplayVerdict;

/**
 * Replays one file and compares its result with the manifest's or the file's finishing stacks (see
 * `verifyPhh`, which also says when PokerKit's re-opening convention is tried).
 */
export function replayFile(file: string, manifest: ManifestExpectations, options: ReplayOptions = {}): ReplayReport {
  const expected = manifest.expectedFor(file) ?? null;
  let hand: PhhHand;
  try {
    hand = parsePhh(readFileSync(file, 'utf8'));
  } catch (error) {
    return { file, ok: false, expected, actual: null, error: (error as Error).message, note: null };
  }
  return { file, ...verifyPhh(hand, options, expected ?? hand.finishingStacks ?? null) };
}
