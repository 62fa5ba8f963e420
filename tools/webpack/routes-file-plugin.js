const fs = require('node:fs');
const path = require('node:path');

const PLUGIN = 'RoutesFilePlugin';

/** The exposed modules a remote's routes.json names; each must be in the build's `exposes` as `./<module>`. */
function declaredModules(declared) {
  const entries = [...(Array.isArray(declared.routes) ? declared.routes : []), ...(Array.isArray(declared.extensions) ? declared.extensions : [])];
  return entries.map((entry) => entry && entry.module);
}

/**
 * Publishes a remote's `src/routes.json` (the routes and slot extensions it contributes) as `routes.json` beside its
 * remoteEntry.js, where the shell and the server read it. A file that is not JSON, or that names a module the remote
 * does not expose, fails the build instead of failing in the browser.
 */
class RoutesFilePlugin {
  constructor(file, exposes) {
    this.file = file;
    this.exposes = exposes;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        const content = fs.readFileSync(this.file, 'utf8');
        let declared;
        try {
          declared = JSON.parse(content);
        } catch (error) {
          compilation.errors.push(new WebpackError(`${this.file} is not valid JSON: ${error.message}`));
          return;
        }
        const missing = declaredModules(declared).filter((module) => !(`./${module}` in this.exposes));
        if (missing.length > 0) {
          compilation.errors.push(new WebpackError(`${this.file} names modules this remote does not expose: ${missing.join(', ')}`));
          return;
        }
        compilation.emitAsset('routes.json', new RawSource(content));
      });
    });
  }
}

/** The plugin for a package that declares routes or extensions in `src/routes.json`; none for one that does not. */
function routesFilePlugins(packageDir, exposes) {
  const file = path.join(packageDir, 'src', 'routes.json');
  return fs.existsSync(file) ? [new RoutesFilePlugin(file, exposes)] : [];
}

module.exports = { RoutesFilePlugin, routesFilePlugins };
