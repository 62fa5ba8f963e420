/** Checks on what this Storybook covers; the stories themselves run as tests in shared-ui (portable stories). */
module.exports = { rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/test/**/*.test.js'], transform: {} };
