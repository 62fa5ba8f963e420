const fs = require('node:fs');
const path = require('node:path');

/** Emits every file of a folder unchanged into the build (the shell's remotes.json, static images). */
class CopyPublicPlugin {
  constructor(directory) {
    this.directory = directory;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of listFiles(this.directory)) {
          compilation.fileDependencies.add(file);
          compilation.emitAsset(path.relative(this.directory, file).split(path.sep).join('/'), new RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

function listFiles(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

module.exports = { CopyPublicPlugin };
