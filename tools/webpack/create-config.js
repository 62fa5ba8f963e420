const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons');
const { CopyPublicPlugin } = require('./copy-public-plugin');
const { routesFilePlugins } = require('./routes-file-plugin');
const { harnessIndexHtml } = require('./harness-page');
const { precompressPlugins } = require('./precompress');
const { StartupPreloadPlugin } = require('./startup-preload-plugin');
const { ExposeSharedPlugin } = require('./expose-shared-plugin');

const SERVER_URL = process.env.POKER_SERVER_URL || 'http://localhost:3000';

/**
 * The one webpack config factory of the front end.
 * @param {object} options
 * @param {string} options.dirname      package folder (pass __dirname)
 * @param {string} options.name         federation container name (e.g. `mf_auth`); `shell` for the host
 * @param {Record<string,string>} [options.exposes]  exposed modules of a remote
 * @param {boolean} [options.host]      true for the shell
 * @param {number} options.devPort      port of `npm run dev`
 * @param {string[]} [options.runtimePlugins] federation runtime plugins (the shell's remote fallback)
 * @param {string} [options.title]      page title of the harness / shell
 * @param {string} [options.publicDir]  static files copied as-is (the shell's remotes.json, images)
 */
function createConfig(options) {
  const { dirname, name, exposes = {}, host = false, devPort, runtimePlugins = [], title = name } = options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Entry names stay stable: remoteEntry.js must be addressable, and the federation runtime refuses a hash in an
        // entry name (measured: "[contenthash] not implemented in this context"). The server revalidates every file
        // without a content hash in its name; chunks carry one and are cached for a year.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules[\\/](?!(shared-ui|shared-events)[\\/])/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|webp|gif|svg|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(dirname, { host }),
          // One federation runtime per page: the shell provides it and the remotes' entries use it instead of
          // bundling their own copy. A remote's standalone harness (development build) keeps its own.
          experiments: host ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {},
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: !host,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          // The shell's page is its own; every remote's page (its standalone harness) is the same one.
          template: host ? path.join(dirname, 'src/index.html') : path.join(__dirname, 'remote-harness.html'),
          title,
          harnessIndex: host || production ? '' : harnessIndexHtml(dirname, title),
          publicPath: '/',
          scriptLoading: 'defer',
        }),
        ...(options.publicDir ? [new CopyPublicPlugin(options.publicDir)] : []),
        ...routesFilePlugins(dirname, exposes),
        ...(host && production ? [new StartupPreloadPlugin({ onDemand: ['remote-parcel', 'http-client'] })] : []),
        ...(!host && production ? [new ExposeSharedPlugin()] : []),
        ...(production ? precompressPlugins() : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        proxy: [
          { context: ['/api', '/socket.io', '/uploads', '/dev', ...(host ? [] : ['/remotes.json', '/remotes'])], target: SERVER_URL, ws: true },
        ],
      },
    };
  };
}

module.exports = { createConfig };
