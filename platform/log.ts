import { pino, type Logger } from 'pino';

/** Structured JSON logs on stdout. Secrets never reach them: the Authorization header is redacted. */
export const log: Logger = pino({
  level: process.env.LOG_LEVEL || (process.env.VITEST ? 'silent' : 'info'),
  base: undefined,
  redact: { paths: ['req.headers.authorization', 'authorization', 'api_key'], censor: '[redacted]' },
});
