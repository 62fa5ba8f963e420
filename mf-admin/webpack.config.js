const { createConfig } = require('tools');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mf_admin',
  devPort: 3106,
  title: 'Back office (standalone)',
  exposes: {
    './app': './src/app.lifecycle.tsx',
  },
});
