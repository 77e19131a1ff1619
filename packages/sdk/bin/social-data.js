#!/usr/bin/env node
// The social-data command: src/cli.ts, TypeScript loaded through tsx (resolved from here, so any working directory works).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
