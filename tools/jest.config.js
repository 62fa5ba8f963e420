/** The build helpers are plain Node CommonJS: tested as is, no transform. */
module.exports = { rootDir: __dirname, testEnvironment: 'node', testMatch: ['<rootDir>/test/**/*.test.js'], transform: {} };
