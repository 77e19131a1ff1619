#!/usr/bin/env -S node --import tsx
// The social-data command: the CLI of src/cli.ts (TypeScript, run through tsx).
import '../src/cli.ts';
