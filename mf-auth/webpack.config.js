const { createConfig } = require('tools');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mf_auth',
  devPort: 3101,
  title: 'Auth (standalone)',
  exposes: {
    './app': './src/app.lifecycle.tsx',
  },
});
