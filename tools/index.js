module.exports = { ...require('./webpack/create-config'), ...require('./webpack/shared-singletons') };
