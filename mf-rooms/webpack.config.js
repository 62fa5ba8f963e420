const { createConfig } = require('tools');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mf_rooms',
  devPort: 3103,
  title: 'Rooms (standalone)',
  exposes: {
    './app': './src/app.lifecycle.tsx',
  },
});
