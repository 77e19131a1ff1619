import { expect } from 'vitest';
import { OutboundFetcher, OutboundRefused, type OutboundSettings } from '../../platform/outbound/fetcher.ts';

/**
 * URLs the guarded fetcher refuses before it connects anywhere (the test defaults allow ports 80 and 443 only), for
 * operations that take a URL: each must answer them 400 with the fetcher's own message, whatever provider serves it.
 */
export const REFUSED_URLS = [
  'http://169.254.169.254/latest/meta-data/',
  'http://127.0.0.1:22/',
  'https://user:pw@example.com/',
  'https://user@example.com/',
  'http://10.0.0.1/',
  'http://192.168.1.1/admin',
  'https://[::1]/',
  'https://[::127.0.0.1]/',
  'https://[::ffff:0:127.0.0.1]/',
  'https://[::ffff:a9fe:a9fe]/latest/meta-data/',
  'http://[fd00::1]/',
  'https://example.com:8443/',
  'ftp://example.com/',
  'not a url',
];

/** What the real fetcher, made from `settings`, answers for `url`: its refusal's message. */
export async function fetcherRefusal(settings: OutboundSettings, url: string): Promise<string> {
  const fetcher = new OutboundFetcher(settings);
  try {
    const err = await fetcher.fetchPage(url, { accept: ['text/html'] }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err, url).toBeInstanceOf(OutboundRefused);
    return (err as Error).message;
  } finally {
    await fetcher.close();
  }
}
