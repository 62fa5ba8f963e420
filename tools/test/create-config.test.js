const path = require('node:path');
const fs = require('node:fs');
const { createConfig, sharedSingletons, sharedUiFolders, sourceFiles } = require('..');

const root = path.resolve(__dirname, '../..');
const federation = (config) => config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');

describe('createConfig', () => {
  const remote = createConfig({
    dirname: path.join(root, 'mf-auth'),
    name: 'mf_auth',
    exposes: { './app': './src/app.lifecycle.tsx' },
    devPort: 3101,
  })({}, { mode: 'production' });
  const shell = createConfig({ dirname: path.join(root, 'shell'), name: 'shell', host: true, devPort: 3000 })({}, { mode: 'production' });

  it('keeps entry names stable and content-hashes chunks', () => {
    expect(remote.output.filename).toBe('[name].js');
    expect(remote.output.chunkFilename).toContain('[contenthash');
    expect(federation(remote)._options.filename).toBe('remoteEntry.js');
    expect(remote.output.path).toBe(path.join(root, 'mf-auth/dist'));
  });

  it('makes a remote a federation container with remoteEntry.js and a manifest', () => {
    const options = federation(remote)._options;
    expect(options).toMatchObject({ name: 'mf_auth', filename: 'remoteEntry.js', manifest: true, exposes: { './app': './src/app.lifecycle.tsx' } });
  });

  it('compiles no remote URL into the shell (they come from /remotes.json at runtime)', () => {
    const options = federation(shell)._options;
    expect(options.remotes).toEqual({});
    expect(shell.output.publicPath).toBe('/');
  });
});

describe('precompression', () => {
  const remote = createConfig({ dirname: path.join(root, 'mf-auth'), name: 'mf_auth', devPort: 3101 })({}, { mode: 'production' });
  const compressors = (config) => config.plugins.filter((plugin) => plugin.constructor.name === 'CompressionPlugin');

  it('writes .gz and .br beside every text asset of a production build', () => {
    const filenames = compressors(remote).map((plugin) => plugin.options.filename);
    expect(filenames).toEqual(['[path][base].gz', '[path][base].br']);
    const [gzip, brotli] = compressors(remote);
    for (const file of ['main.1a2b3c4d.js', 'index.html', 'mf-manifest.json', 'remotes.json', 'table-1.svg']) {
      expect(gzip.options.test.test(file) && brotli.options.test.test(file)).toBe(true);
    }
    expect(gzip.options.test.test('main.js.map')).toBe(true);
    expect(gzip.options.test.test('photo.png') || brotli.options.test.test('photo.png')).toBe(false);
  });

  it('leaves development builds uncompressed', () => {
    const development = createConfig({ dirname: path.join(root, 'shell'), name: 'shell', host: true, devPort: 3000 })({}, { mode: 'development' });
    expect(compressors(development)).toHaveLength(0);
  });
});

describe('sharedSingletons', () => {
  const shared = sharedSingletons(path.join(root, 'mf-auth'));

  it('shares every declared library as a singleton, subpaths through trailing-slash keys', () => {
    for (const name of ['react', 'react-dom', '@mui/material', 'shared-ui', 'shared-events']) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
    expect(shared['react/']).toMatchObject({ singleton: true });
    expect(shared['@mui/material/']).toMatchObject({ singleton: true });
    expect(shared['shared-events/']).toMatchObject({ singleton: true });
  });

  it('takes the required range from the package and records the installed version', () => {
    const pkg = require(path.join(root, 'mf-auth/package.json'));
    const declared = { ...pkg.peerDependencies, ...pkg.dependencies };
    expect(shared.react.requiredVersion).toBe(declared.react);
    expect(shared.react.version).toBe(require(require.resolve('react/package.json', { paths: [path.join(root, 'mf-auth')] })).version);
  });

  it('shares the router once, through shared-ui/router, never react-router-dom itself (shared whole it cannot be tree-shaken)', () => {
    for (const name of ['shell', 'mf-auth', 'mf-rooms']) {
      const shared = sharedSingletons(path.join(root, name));
      expect(Object.keys(shared).filter((key) => key.includes('react-router'))).toEqual([]);
      expect(shared['shared-ui/router']).toMatchObject({ singleton: true });
    }
  });

  it('lets no package but shared-ui/router import react-router-dom, so the page holds one copy of its contexts', () => {
    const packages = ['shell', 'mf-auth', 'mf-tournaments', 'mf-rooms', 'mf-wallet', 'mf-notifications', 'shared-ui'];
    const direct = packages
      .flatMap((name) => sourceFiles(path.join(root, name, 'src')))
      .filter((file) => !file.includes(`${path.sep}src${path.sep}router${path.sep}`))
      .filter((file) => /from 'react-router/.test(fs.readFileSync(file, 'utf8')));
    expect(direct.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('keeps router code out of shared-ui’s main entry, whose one copy could not reach a remote’s router', () => {
    const { main } = sharedUiFolders(root);
    const routing = main.flatMap(sourceFiles).filter((file) => /from 'react-router/.test(fs.readFileSync(file, 'utf8')));
    expect(main.map((dir) => path.basename(dir))).toEqual(expect.arrayContaining(['components', 'theme', 'toast']));
    expect(routing.map((file) => path.relative(root, file))).toEqual([]);
  });
});
