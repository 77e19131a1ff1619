import { Redis } from 'ioredis';

/**
 * One ioredis client per process. Auto-pipelining sends the commands that many concurrent requests issue in the
 * same tick as one write, which is most of Redis's cost on the request path.
 */
export function createRedis(url: string, prefix: string): Redis {
  return new Redis(url, {
    keyPrefix: prefix,
    enableAutoPipelining: true,
    maxRetriesPerRequest: 2,
    lazyConnect: true,
  });
}
