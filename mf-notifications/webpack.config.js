const { createConfig } = require('tools');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mf_notifications',
  devPort: 3105,
  title: 'Notifications (standalone)',
  exposes: {
    './bell': './src/bell.lifecycle.tsx',
  },
});
