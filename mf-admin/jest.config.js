const { jestConfig } = require('tools/jest/preset');

const base = jestConfig({ rootDir: __dirname });

module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'] };
