import type { ReplayOptions } from '../src/phh/replay';
import { formatStacks } from '../src/phh/verify';
import { findPhhFiles, ManifestExpectations, replayFile, type ReplayReport } from './corpus';

const USAGE = `usage: poker-engine replay [--json] [--ante-first] <files or directories...>

Replays PHH hands (NT, PO) and compares each result with its finishing_stacks (or, inside a corpus
with a manifest.json, the manifest's whole-chip result). One line per hand, then "N passed, N failed";
exit code 0 only if every hand passes. Rules are TDA 2024's; a hand whose record re-raises where rule 47
forbids it (and is otherwise legal) is replayed again under PokerKit's re-opening convention and passes if
it then reaches its stacks, with a "note <file>: ..." line on stderr.
  --json        one JSON object per hand: {file, ok, expected, actual, error, note}
  --ante-first  a big blind short of blind + ante posts the ante first (PokerKit) instead of the blind (TDA)`;

function formatReport(report: ReplayReport): string {
  if (report.ok) return `PASS ${report.file}`;
  const got = report.actual === null || report.error !== null ? `error: ${report.error}` : formatStacks(report.actual);
  return `FAIL ${report.file} expected ${formatStacks(report.expected)} got ${got}`;
}

/** `print` writes to stdout (one line per hand, then the count); `printNote` to stderr (notes on passed hands). */
export function main(
  args: readonly string[],
  print: (line: string) => void = console.log,
  printNote: (line: string) => void = console.error,
): number {
  const [command, ...rest] = args;
  if (command !== 'replay') {
    print(USAGE);
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const json = rest.includes('--json');
  const options: ReplayOptions = rest.includes('--ante-first') ? { postingOrder: 'anteFirst' } : {};
  const unknown = rest.find((arg) => arg.startsWith('--') && arg !== '--json' && arg !== '--ante-first');
  const targets = rest.filter((arg) => !arg.startsWith('--'));
  if (unknown !== undefined || targets.length === 0) {
    print(USAGE);
    return 2;
  }
  let files: string[];
  try {
    files = findPhhFiles(targets);
  } catch (error) {
    print(`poker-engine: ${(error as Error).message}`);
    return 2;
  }
  const manifest = new ManifestExpectations();
  let passed = 0;
  for (const file of files) {
    const report = replayFile(file, manifest, options);
    if (report.ok) passed += 1;
    print(json ? JSON.stringify(report) : formatReport(report));
    if (report.note !== null) printNote(`note ${report.file}: ${report.note}`);
  }
  const failed = files.length - passed;
  print(`${passed} passed, ${failed} failed`);
  return failed === 0 && files.length > 0 ? 0 : 1;
}
