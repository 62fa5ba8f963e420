require('@testing-library/jest-dom');
const util = require('node:util');

// jsdom lacks these; browsers have them.
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
