/**
 * poker-engine/node: what needs Node and stays out of the engine itself — reading PHH files and corpora
 * from disk, and the `poker-engine` command.
 */
export { main } from './cli';
export { corpusDirectory, findPhhFiles, ManifestExpectations, replayFile, type ReplayReport } from './corpus';
