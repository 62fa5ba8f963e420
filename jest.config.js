/** All front-end packages in one jest run; each package's own config is used (`npm test -w <pkg>` runs one). */
module.exports = {
  projects: ['shared-events', 'shared-ui', 'shell', 'mf-auth', 'mf-tournaments', 'mf-rooms', 'mf-wallet', 'mf-notifications'].map(
    (name) => `<rootDir>/${name}`,
  ),
};
