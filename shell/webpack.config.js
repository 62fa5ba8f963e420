const path = require('node:path');
const { createConfig } = require('tools');

module.exports = createConfig({
  dirname: __dirname,
  name: 'shell',
  host: true,
  devPort: 3100,
  title: 'Poker Legends',
  publicDir: path.join(__dirname, 'public'),
  runtimePlugins: [path.join(__dirname, 'src/federation/remote-fallback.plugin.ts')],
});
