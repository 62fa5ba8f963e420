const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Every text asset the server may send: scripts, styles, pages, manifests, vector images and source maps. */
const TEXT_ASSETS = /\.(js|css|html|json|svg|map|txt)$/;
/** What players download. Source maps (fetched only by developer tools) get gzip alone: brotli's best level on
 * them tripled the build time (measured) for bytes no player waits for. */
const PLAYER_ASSETS = /\.(js|css|html|json|svg|txt)$/;

/**
 * `.br` and `.gz` beside every text asset, so the server answers `Accept-Encoding` with a file read, never a
 * compression per request. A file that does not shrink by a fifth keeps only its plain form.
 */
function precompressPlugins() {
  const common = { threshold: 0, minRatio: 0.8 };
  return [
    new CompressionPlugin({ ...common, test: TEXT_ASSETS, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      test: PLAYER_ASSETS,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

module.exports = { precompressPlugins };
