/** All front-end packages in one jest run; each package's own config is used (`npm test -w <pkg>` runs one). */
module.exports = {
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
    'storybook',
  ].map((name) => `<rootDir>/${name}`),
};
