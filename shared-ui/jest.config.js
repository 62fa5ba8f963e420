const { jestConfig } = require('tools/jest/preset');

const base = jestConfig({ rootDir: __dirname });

module.exports = {
  ...base,
  // Portable stories (src/stories.test.tsx): Storybook 10 ships ESM only, so its packages go through swc too.
  transformIgnorePatterns: ['/node_modules/(?!(shared-ui|shared-events|storybook|@storybook)/)'],
};
