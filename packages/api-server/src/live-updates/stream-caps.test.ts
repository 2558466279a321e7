import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { memoryStreamCaps, redisStreamCaps, type StreamCaps } from './stream-caps';

/** The counting behind the stream caps; the routes' 429 is tested over HTTP in live-updates.test.ts. */
describe('stream caps', () => {
  const limits = { perSession: 2, perAccount: 3, perAddress: 4 };
  const owner = (sessionId: number, userId: number, address = '10.0.0.1') => ({ sessionId, userId, address });
  const held = async (caps: StreamCaps, ...owners: ReturnType<typeof owner>[]) => {
    const places = [];
    for (const one of owners) {
      const place = await caps.admit(one);
      if ('full' in place) throw new Error(`refused: ${place.full}`);
      places.push(place);
    }
    return places;
  };

  it('names the first full cap, counts nothing for a refused stream, and frees a place once', async () => {
    const caps = memoryStreamCaps(limits);
    const [first] = await held(caps, owner(1, 1), owner(1, 1));
    expect(await caps.admit(owner(1, 1))).toEqual({ full: 'session' });
    await held(caps, owner(2, 1));
    expect(await caps.admit(owner(2, 1))).toEqual({ full: 'account' });
    await held(caps, owner(3, 2));
    expect(await caps.admit(owner(4, 3))).toEqual({ full: 'address' });
    // another address is not held by this one's streams
    await held(caps, owner(4, 3, '10.0.0.2'));
    first!.release();
    first!.release();
    await held(caps, owner(1, 1));
    expect(await caps.admit(owner(5, 4))).toEqual({ full: 'address' });
  });

  const warnings: unknown[] = [];
  const silent = { warn: (...args: unknown[]) => void warnings.push(args) } as unknown as FastifyBaseLogger;

  it('counts on this instance alone, rather than refusing, when Redis cannot be reached', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true });
    redis.on('error', () => undefined);
    const caps = redisStreamCaps({ redis, namespace: 'test:', limits, log: silent });
    try {
      await held(caps, owner(1, 1), owner(1, 1));
      expect(await caps.admit(owner(1, 1))).toEqual({ full: 'session' });
      expect(warnings).toHaveLength(3);
    } finally {
      await caps.close();
      redis.disconnect();
    }
  });
});
