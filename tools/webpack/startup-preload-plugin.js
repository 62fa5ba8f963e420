const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
/** The host's list of the chunks behind each module it provides, read by the server (remotes-manifest.ts). */
const SHARED_CHUNKS_FILE = 'shared-chunks.json';
const PROVIDE_SHARED = 'provide-module';

/** Every chunk of the chunk group an async block (an `import()` or a shared module's loader) loads. */
function blockChunks(chunkGraph, block) {
  const group = chunkGraph.getBlockChunkGroup(block);
  return group ? group.chunks : [];
}

/** The block that loads a shared module on this page: the host's own provided copy when it has one, else the fallback. */
function sharedModuleBlocks(module, provided) {
  const provider = provided.get(module.options.shareKey);
  return (provider ?? module).blocks;
}

/** Adds to `seen` every chunk the given chunks need at once: the shared modules they consume, transitively. */
function withConsumedShared(compilation, provided, start, seen) {
  const { chunkGraph } = compilation;
  const queue = start.filter((chunk) => !seen.has(chunk));
  queue.forEach((chunk) => seen.add(chunk));
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of sharedModuleBlocks(module, provided)) {
        for (const next of blockChunks(chunkGraph, block)) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return seen;
}

function providedModules(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE_SHARED) provided.set(module._name, module);
  return provided;
}

/**
 * The chunks the entry loads before it can render: its own `import('./bootstrap')` and, transitively, every shared
 * module those chunks consume, which the federation runtime would otherwise fetch one round trip later.
 */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const bootstrap = [];
  for (const module of chunkGraph.getChunkModulesIterable(entry.getEntrypointChunk())) {
    // The host registers every module it can provide at start, each behind a block that loads only on demand.
    if (module.type === PROVIDE_SHARED) continue;
    for (const block of module.blocks) bootstrap.push(...blockChunks(chunkGraph, block));
  }
  const seen = withConsumedShared(compilation, providedModules(compilation), bootstrap, new Set(entry.chunks));
  return [...seen].filter((chunk) => !entry.chunks.includes(chunk));
}

/** The chunks a named lazy import (`webpackChunkName`) needs beyond the startup ones. */
function namedGroupChunks(compilation, name, startup) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return [];
  const already = new Set(startup);
  const seen = withConsumedShared(compilation, providedModules(compilation), group.chunks, new Set(already));
  return [...seen].filter((chunk) => !already.has(chunk));
}

/**
 * For each module the host provides, the chunks that load it on demand (with the shared modules those consume),
 * beyond the startup ones: a remote's route needs them before it can render, and the server lists them for the page
 * to fetch early (see ExposeSharedPlugin and server/src/web/remotes-manifest.ts).
 */
function providedChunks(compilation, startup) {
  const provided = providedModules(compilation);
  const already = new Set(startup);
  const result = {};
  for (const [key, module] of provided) {
    const chunks = module.blocks.flatMap((block) => blockChunks(compilation.chunkGraph, block));
    const seen = withConsumedShared(compilation, provided, chunks, new Set(already));
    result[key] = scriptFiles([...seen].filter((chunk) => !already.has(chunk)));
  }
  return result;
}

const scriptFiles = (chunks) => chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();

/**
 * `<link rel="preload">` in the page for every startup chunk, so they download beside the entry instead of after
 * it has been fetched and run (a round trip and the entry's run time saved, both long on a phone).
 */
class StartupPreloadPlugin {
  /**
   * @param {object} [options]
   * @param {string} [options.entry] the page's entry
   * @param {string[]} [options.onDemand] named lazy chunks whose files the page lists in `<meta name="preload:<name>">`
   *   for its first script to preload when the route needs them (e.g. the remote mounter on a remote's route)
   */
  constructor({ entry = 'main', onDemand = [] } = {}) {
    this.entry = entry;
    this.onDemand = onDemand;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'StartupPreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const startup = startupChunks(compilation, this.entry);
        const content = { startup: scriptFiles(startup), provided: providedChunks(compilation, startup) };
        compilation.emitAsset(SHARED_CHUNKS_FILE, new RawSource(JSON.stringify(content)));
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const startup = startupChunks(compilation, this.entry);
        const links = scriptFiles(startup).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }),
        );
        const lists = this.onDemand.map((name) => {
          const files = scriptFiles(namedGroupChunks(compilation, name, startup)).map((file) => data.publicPath + file);
          return HtmlWebpackPlugin.createHtmlTagObject('meta', { name: `preload:${name}`, content: files.join(' ') });
        });
        data.headTags.push(...links, ...lists);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, CONSUME_SHARED, SHARED_CHUNKS_FILE };
