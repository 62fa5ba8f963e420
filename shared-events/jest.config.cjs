const { jestConfig } = require('tools/jest/preset');

module.exports = jestConfig({ rootDir: __dirname });
