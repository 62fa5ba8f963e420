const path = require('node:path');

/** The one jest setup of the front-end packages: swc transform, jsdom, jest-dom matchers. */
function jestConfig({ rootDir, environment = 'jsdom' } = {}) {
  return {
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    // A form test types into jsdom keystroke by keystroke (the country field filters 195 flags on each one): 4-5 s
    // on a busy two-core machine, so jest's 5 s default failed tests that were right.
    testTimeout: 15_000,
    transform: {
      '^.+\\.[jt]sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    // @noble/hashes (the poker engine's, for fair deals) ships ES modules only.
    transformIgnorePatterns: ['/node_modules/(?!(shared-ui|shared-events|@noble)/)'],
    moduleNameMapper: {
      '\\.css$': require.resolve('identity-obj-proxy'),
      '\\.(png|jpe?g|webp|gif|svg)$': path.join(__dirname, 'file-stub.js'),
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.js')] : [],
  };
}

module.exports = { jestConfig };
