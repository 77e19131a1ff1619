import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

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

export type S3StoreOptions = NonNullable<Config['mediaS3']>;

/** Any S3-compatible object store. Credentials come from the options or the SDK's usual environment chain. */
export class S3Store implements MirrorStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
      // Objects are small and written whole; compatible stores vary in support for the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.options.prefix + key }));
      return { bytes: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType ?? 'application/octet-stream' };
    } catch (err) {
      if ((err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw err;
    }
  }
}
