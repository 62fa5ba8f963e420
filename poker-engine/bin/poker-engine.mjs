#!/usr/bin/env node
// Runs the TypeScript sources directly (tsx), so the command works on a fresh clone without a build.
import { register } from 'tsx/esm/api';

// `npm exec -w poker-engine` runs in the package directory; paths on the command line are meant
// relative to where the user typed them, which npm passes as INIT_CWD.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
register();
const { main } = await import('../node/cli.ts');
process.exitCode = main(process.argv.slice(2));
