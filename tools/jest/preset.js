const path = require('node:path');

/** The one jest setup of the front-end packages: swc transform, jsdom, jest-dom matchers. */
function jestConfig({ rootDir, environment = 'jsdom' } = {}) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.[jt]sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(shared-ui|shared-events)/)'],
    moduleNameMapper: {
      '\\.css$': require.resolve('identity-obj-proxy'),
      '\\.(png|jpe?g|webp|gif|svg)$': path.join(__dirname, 'file-stub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.js')] : [],
  };
}

module.exports = { jestConfig };
