/** All front-end packages in one jest run; each package's own config is used (`npm test -w <pkg>` runs one). */
module.exports = {
  // A global option: the projects' own testTimeout (tools/jest/preset.js) applies only when one package runs alone.
  testTimeout: 15_000,
  projects: [
    'tools',
    'shared-events',
    'shared-ui',
    'shell',
    'mf-auth',
    'mf-tournaments',
    'mf-rooms',
    'mf-wallet',
    'mf-notifications',
    'mf-admin',
    'storybook',
  ].map((name) => `<rootDir>/${name}`),
};
