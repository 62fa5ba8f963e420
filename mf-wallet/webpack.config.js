const { createConfig } = require('tools');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mf_wallet',
  devPort: 3104,
  title: 'Wallet (standalone)',
  exposes: {
    './walletCard': './src/wallet-card.lifecycle.tsx',
    './depositOnRequest': './src/deposit-on-request.lifecycle.tsx',
  },
});
