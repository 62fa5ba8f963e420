const { CONSUME_SHARED } = require('./startup-preload-plugin');

const PLUGIN = 'ExposeSharedPlugin';
/** Beside remoteEntry.js: for each exposed module, the shared modules it needs before it can run. */
const EXPOSE_SHARED_FILE = 'expose-shared.json';
/** Beside it: for each shared module consumed at once, every script of the remote's own (fallback) copy. */
const FALLBACK_CHUNKS_FILE = 'fallback-chunks.json';
/** The chunk group webpack's container gives each exposed module (`./app` → `__federation_expose_app`). */
const EXPOSE_GROUP_PREFIX = '__federation_expose_';

/**
 * The share keys an exposed module consumes at once: those its own chunks consume, then those its fallback copies
 * consume in turn (a fallback loads when the host does not provide the module). `fallbacks` gathers, for each key,
 * every file its fallback copy loads: the chunk holding the module and the chunks of what it imports (MUI's styling
 * internals under a component the host does not provide), which the federation manifest does not list.
 */
function consumedShareKeys(compilation, group, fallbacks) {
  const { chunkGraph } = compilation;
  const keys = new Set();
  const seen = new Set(group.chunks);
  const queue = [...group.chunks];
  while (queue.length > 0) {
    const chunk = queue.shift();
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      keys.add(module.options.shareKey);
      for (const block of module.blocks) {
        const chunks = chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
        const files = fallbacks.get(module.options.shareKey) ?? new Set();
        for (const next of chunks) for (const file of next.files) if (file.endsWith('.js')) files.add(file);
        fallbacks.set(module.options.shareKey, files);
        for (const next of chunks) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
        }
      }
    }
  }
  return [...keys].sort();
}

/**
 * Publishes `expose-shared.json`: the server joins it with the host's `shared-chunks.json` and the remote's
 * mf-manifest.json so the page can fetch, as soon as it knows its route, every script the route's module will ask
 * for — not only the module's own chunks but the shared ones (a table, a chip, the query cache), which the federation
 * runtime would otherwise request one round trip after the module arrived.
 */
class ExposeSharedPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const exposes = {};
        const fallbacks = new Map();
        for (const [name, group] of compilation.namedChunkGroups) {
          if (name.startsWith(EXPOSE_GROUP_PREFIX))
            exposes[name.slice(EXPOSE_GROUP_PREFIX.length)] = consumedShareKeys(compilation, group, fallbacks);
        }
        compilation.emitAsset(EXPOSE_SHARED_FILE, new RawSource(JSON.stringify(exposes)));
        const files = Object.fromEntries([...fallbacks].sort(([a], [b]) => a.localeCompare(b)).map(([key, set]) => [key, [...set].sort()]));
        compilation.emitAsset(FALLBACK_CHUNKS_FILE, new RawSource(JSON.stringify(files)));
      });
    });
  }
}

module.exports = { ExposeSharedPlugin, EXPOSE_SHARED_FILE, FALLBACK_CHUNKS_FILE };
