#!/usr/bin/env -S node --import tsx
// The social-data command (src/cli.ts, TypeScript run through tsx).
import { main } from '../src/cli.ts';

process.exitCode = await main(process.argv.slice(2));
