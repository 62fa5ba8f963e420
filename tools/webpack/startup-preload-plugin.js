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

/**
 * The startup chunks in layers: a chunk's layer is above those of the chunks providing the shared modules it consumes
 * (react, then emotion, then MUI's styles, then components, then the shell's own code). Undefined on a cycle.
 */
function consumeLayers(compilation, startup) {
  const { chunkGraph } = compilation;
  const provided = providedModules(compilation);
  const inStartup = new Set(startup);
  const providers = new Map();
  for (const chunk of startup) {
    const below = new Set();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of sharedModuleBlocks(module, provided)) {
        for (const next of blockChunks(chunkGraph, block)) if (next !== chunk && inStartup.has(next)) below.add(next);
      }
    }
    providers.set(chunk, below);
  }
  const layers = new Map();
  const visiting = new Set();
  const layerOf = (chunk) => {
    if (layers.has(chunk)) return layers.get(chunk);
    if (visiting.has(chunk)) return undefined;
    visiting.add(chunk);
    let layer = 0;
    for (const below of providers.get(chunk)) {
      const under = layerOf(below);
      if (under === undefined) return undefined;
      layer = Math.max(layer, under + 1);
    }
    visiting.delete(chunk);
    layers.set(chunk, layer);
    return layer;
  };
  for (const chunk of startup) if (layerOf(chunk) === undefined) return undefined;
  return layers;
}

/**
 * Every page loads all startup chunks before it can render, so their split buys nothing, and each costs a request: ~35
 * small ones over HTTP/1.1's six connections were ~6 round trips on a phone. The chunks of one layer become one chunk.
 * Layers stay apart: loading a chunk first resolves the shared modules it consumes, so a chunk merged with the one that
 * provides what it consumes would wait for itself. What each later import needs is unchanged (a group that held a
 * merged chunk now holds the merged one, already loaded).
 */
function mergeStartupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const startup = startupChunks(compilation, entryName);
  const layers = consumeLayers(compilation, startup);
  if (!layers) return;
  const targets = new Map();
  for (const chunk of startup) {
    const layer = layers.get(chunk);
    const target = targets.get(layer);
    if (!target) targets.set(layer, chunk);
    else if (chunkGraph.canChunksBeIntegrated(target, chunk)) {
      chunkGraph.integrateChunks(target, chunk);
      compilation.chunks.delete(chunk);
    }
  }
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
  constructor({ entry = 'main', onDemand = [], merge = true } = {}) {
    this.entry = entry;
    this.onDemand = onDemand;
    this.merge = merge;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      // After SplitChunksPlugin (stage 10): the startup chunks are final, so they can be merged.
      compilation.hooks.optimizeChunks.tap({ name: 'StartupPreloadPlugin', stage: 20 }, () => {
        if (this.merge) mergeStartupChunks(compilation, this.entry);
      });
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
        // A deferred script is fetched at low priority, behind the ~35 preloads it needs: the entry must not come last.
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          if (tag.tagName === 'script' && typeof tag.attributes.src === 'string') tag.attributes.fetchpriority = 'high';
        }
        data.headTags.push(...links, ...lists);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, CONSUME_SHARED, SHARED_CHUNKS_FILE };
