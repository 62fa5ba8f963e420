const HtmlWebpackPlugin = require('html-webpack-plugin');

const CONSUME_SHARED = 'consume-shared-module';
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

/**
 * The chunks the entry loads before it can render: its own `import('./bootstrap')` and, transitively, every shared
 * module those chunks consume, which the federation runtime would otherwise fetch one round trip later.
 */
function startupChunks(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  if (!entry) return [];
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === PROVIDE_SHARED) provided.set(module._name, module);

  const seen = new Set(entry.chunks);
  const queue = [];
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    queue.push(chunk);
  };
  for (const module of chunkGraph.getChunkModulesIterable(entry.getEntrypointChunk())) {
    // The host registers every module it can provide at start, each behind a block that loads only on demand.
    if (module.type === PROVIDE_SHARED) continue;
    for (const block of module.blocks) blockChunks(chunkGraph, block).forEach(visit);
  }
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of sharedModuleBlocks(module, provided)) blockChunks(chunkGraph, block).forEach(visit);
    }
  }
  return [...seen].filter((chunk) => !entry.chunks.includes(chunk));
}

/**
 * `<link rel="preload">` in the page for every startup chunk, so they download beside the entry instead of after
 * it has been fetched and run (a round trip and the entry's run time saved, both long on a phone).
 */
class StartupPreloadPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const files = startupChunks(compilation, this.entry).flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        const links = files.sort().map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
