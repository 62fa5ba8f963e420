const { createConfig } = require('tools');

module.exports = createConfig({
  dirname: __dirname,
  name: 'mf_tournaments',
  devPort: 3102,
  title: 'Tournaments (standalone)',
  exposes: {
    './app': './src/app.lifecycle.tsx',
    './upcomingCard': './src/upcoming-card.lifecycle.tsx',
    './availableTournaments': './src/available-tournaments.lifecycle.tsx',
  },
});
