import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where mirrored media lives. Objects are immutable and named by the digest of their bytes. */
export interface MirrorStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
}

/** A local directory: `<key>` holds the bytes, `<key>.type` the content type. */
export class LocalDirStore implements MirrorStore {
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, key), bytes);
    await writeFile(join(this.dir, `${key}.type`), contentType);
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    try {
      const [bytes, contentType] = await Promise.all([readFile(join(this.dir, key)), readFile(join(this.dir, `${key}.type`), 'utf8')]);
      return { bytes, contentType };
    } catch (err) {
      if ((err as { code?: string }).code === 'ENOENT') return null;
      throw err;
    }
  }
}
