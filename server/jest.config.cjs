/**
 * Server integration tests: node environment, swc transform. jose, @noble/hashes (the engine's fair deals) and yocto-queue (the pool's queue) ship ESM only, so they are transformed
 * to CommonJS like our sources; shared-events resolves (via realpath) outside node_modules and is too.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.[cm]?[jt]s$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(jose|content-disposition|@electric-sql/pglite|@noble/hashes|yocto-queue)/)'],
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  testTimeout: 30_000,
};
