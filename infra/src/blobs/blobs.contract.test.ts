import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MinioContainer, type StartedMinioContainer } from '@testcontainers/minio';
import S3rver from 's3rver';
import { describe, expect, it } from 'vitest';
import { describeBlobsContract } from '../testing/blobs-contract.js';
import { describeWithContainers } from '../testing/container-runtime.js';
import { describeWithEngine, s3Endpoint } from '../testing/engines.js';
import { FsBlobs } from './fs-blobs.js';
import { MinioBlobs } from './minio-blobs.js';
import { BlobsUnavailableError } from './port.js';

describeBlobsContract('embedded filesystem', async () => new FsBlobs(mkdtempSync(join(tmpdir(), 'blobs-'))));

// The MinIO adapter's own code runs here against an S3 server in this process.
let s3rver: S3rver | undefined;
describeBlobsContract(
  'MinIO adapter against an in-process S3 server (s3rver)',
  async () => {
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    });
    const { port } = await s3rver.run();
    return MinioBlobs.connect({
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket: 'contract',
    });
  },
  async () => {
    await s3rver?.close();
  },
);

describeWithEngine('blobs contract: S3 server (pnpm engines)', 's3', (url) => {
  // The server outlives the run: a bucket of its own keeps this run's objects apart from the last's.
  describeBlobsContract('MinIO adapter against the S3 server of pnpm engines', () =>
    MinioBlobs.connect({ ...s3Endpoint(url), bucket: `contract-${Date.now().toString(36)}` }),
  );
});

await describeWithContainers('blobs contract: MinIO (testcontainers)', process.env.REQUIRE_CONTAINERS, () => {
  let container: StartedMinioContainer | undefined;
  describeBlobsContract(
    'MinIO (testcontainers)',
    async () => {
      container = await new MinioContainer('minio/minio:RELEASE.2024-08-17T01-24-54Z').start();
      return MinioBlobs.connect({
        endPoint: container.getHost(),
        port: container.getPort(),
        useSSL: false,
        accessKey: container.getUsername(),
        secretKey: container.getPassword(),
        bucket: 'contract',
      });
    },
    async () => {
      await container?.stop();
    },
  );
});

describe('the MinIO adapter when its server is down', () => {
  it('refuses every call with BlobsUnavailableError, which the gateway answers with 503', async () => {
    const server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 's3rver-')),
    });
    const { port } = await server.run();
    const blobs = await MinioBlobs.connect({
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket: 'down',
    });
    await server.close();
    await expect(blobs.stat('tracks/a.mp3')).rejects.toBeInstanceOf(BlobsUnavailableError);
    await expect(blobs.get('tracks/a.mp3')).rejects.toBeInstanceOf(BlobsUnavailableError);
    await expect(
      blobs.put('tracks/a.mp3', Buffer.from('x'), { contentType: 'audio/mpeg' }),
    ).rejects.toBeInstanceOf(BlobsUnavailableError);
    await expect(blobs.delete('tracks/a.mp3')).rejects.toBeInstanceOf(BlobsUnavailableError);
  });
});
