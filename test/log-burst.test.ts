import { afterEach, expect, it, vi } from 'vitest';
import { captureLogs } from '../platform/log.ts';
import { logBurst } from '../platform/log-burst.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('a burst of one kind is logged once, then one line counting the rest per 5 s window; other kinds apart', () => {
  vi.useFakeTimers();
  const logs = captureLogs('warn');
  const refused = { err: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' } };
  for (let i = 0; i < 1_000; i++) logBurst('warn', refused, 'PostgreSQL unreachable');
  logBurst('warn', { err: { code: '57P01' } }, 'PostgreSQL unreachable');
  logBurst('error', { err: new TypeError('x') }, 'unhandled error');
  expect(logs.lines().map((l) => l.msg)).toEqual(['PostgreSQL unreachable', 'PostgreSQL unreachable', 'unhandled error']);

  vi.advanceTimersByTime(5_000);
  const summary = logs.lines()[3];
  expect(summary).toMatchObject({ msg: '999 more like this: PostgreSQL unreachable', suppressed: 999, level: 40 });
  expect(logs.lines()).toHaveLength(4);

  // still going: one more summary in the next window; once it stops, the next event is logged in full again
  for (let i = 0; i < 10; i++) logBurst('warn', refused, 'PostgreSQL unreachable');
  vi.advanceTimersByTime(5_000);
  expect(logs.lines()[4]).toMatchObject({ msg: '10 more like this: PostgreSQL unreachable' });
  vi.advanceTimersByTime(5_000);
  logBurst('warn', refused, 'PostgreSQL unreachable');
  const lines = logs.stop();
  expect(lines).toHaveLength(6);
  expect(lines[5]).toMatchObject({ msg: 'PostgreSQL unreachable', err: { code: 'ECONNREFUSED' } });
});
