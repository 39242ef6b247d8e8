/**
 * The S3 store the product reaches with the `minio` client. MinIO itself is not offered by the Go
 * module proxy (403 for github.com/minio/minio at a RELEASE tag), so this is SeaweedFS's S3 gateway;
 * the env names stay MINIO_* because the product's adapter is the minio client either way.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'minio';
import type { Engine, EngineRun } from './engine.js';
import { exists, goBinary, goInstall } from './install.js';
import { HOST } from './ports.js';
import versions from './versions.json' with { type: 'json' };

const pin = versions.minio;
const binary = goBinary(pin.binary, pin.version);
/** The schema's default MINIO_BUCKET (infra/src/config/schema.ts). */
const BUCKET = 'travel';

interface Credentials {
  accessKey: string;
  secretKey: string;
}

const identitiesFile = (run: EngineRun) => join(run.dir, 's3-identities.json');

/** Made at the first start and kept with the data, which they open. */
async function credentials(run: EngineRun): Promise<Credentials> {
  const file = identitiesFile(run);
  if (!(await exists(file))) {
    const made = {
      accessKey: `xplore-${randomBytes(4).toString('hex')}`,
      secretKey: randomBytes(20).toString('hex'),
    };
    const identities = {
      identities: [
        { name: 'engines', credentials: [made], actions: ['Admin', 'Read', 'List', 'Tagging', 'Write'] },
      ],
    };
    await mkdir(run.dir, { recursive: true });
    await writeFile(file, `${JSON.stringify(identities, null, 2)}\n`, { mode: 0o600 });
  }
  const saved = JSON.parse(await readFile(file, 'utf8')) as { identities: [{ credentials: [Credentials] }] };
  return saved.identities[0].credentials[0];
}

export const minio: Engine = {
  name: 'minio',
  label: `${pin.server} S3 ${pin.version}`,
  // Every port named: left out, a gRPC port defaults to its HTTP port + 10000, which may be taken or past 65535.
  portNames: ['s3', 's3Grpc', 'master', 'masterGrpc', 'volume', 'volumeGrpc', 'filer', 'filerGrpc'],
  startDeadlineMs: 60_000,
  stopGraceMs: 5_000,

  installed: () => exists(binary),
  install: () => goInstall('minio', pin),

  async prepare(run) {
    await credentials(run);
    const data = join(run.dir, 'data');
    await mkdir(data, { recursive: true });
    const { ports } = run;
    return {
      command: binary,
      args: [
        // Master, volume server, filer and S3 gateway in one process.
        'server',
        `-dir=${data}`,
        `-ip=${HOST}`,
        `-ip.bind=${HOST}`,
        `-master.port=${ports.master}`,
        `-master.port.grpc=${ports.masterGrpc}`,
        // On by default, it would post usage statistics to seaweedfs.com.
        '-master.telemetry=false',
        // A restarted master waits out this timeout before it leads again and writes work: 10 s by default.
        '-master.electionTimeout=1s',
        // Small volumes, as many as the disk allows: each bucket takes volumes of its own.
        '-master.volumeSizeLimitMB=128',
        '-volume.max=0',
        `-volume.port=${ports.volume}`,
        `-volume.port.grpc=${ports.volumeGrpc}`,
        // One node has no peers to hand over to: without this a stop waits 10 s.
        '-volume.preStopSeconds=0',
        '-filer',
        `-filer.port=${ports.filer}`,
        `-filer.port.grpc=${ports.filerGrpc}`,
        // Its sockets, by default in /tmp, go with the rest of the run.
        `-filer.localSocket=${join(run.dir, 'filer.sock')}`,
        '-s3',
        `-s3.port=${ports.s3}`,
        `-s3.port.grpc=${ports.s3Grpc}`,
        `-s3.localSocket=${join(run.dir, 's3.sock')}`,
        // The Iceberg and Lance catalogs would take the fixed ports 8181 and 9101.
        '-s3.port.iceberg=0',
        '-s3.port.lance=0',
        `-s3.config=${identitiesFile(run)}`,
      ],
    };
  },

  async probe(run) {
    // The S3 gateway answers reads as soon as it listens, but writes need a file id from the master:
    // none before it leads and its volume server has joined, and none for 15 s after a restart with
    // data (its "warming up" window). Asking for one, without writing, tells when writes will work.
    const response = await fetch(`http://${HOST}:${run.ports.master}/dir/assign`, {
      signal: AbortSignal.timeout(2000),
    });
    const assigned = (await response.json()) as { fid?: string; error?: string };
    if (assigned.fid === undefined) throw new Error(`the master assigns no file id yet: ${assigned.error}`);
    const client = new Client({
      endPoint: HOST,
      port: run.ports.s3,
      useSSL: false,
      ...(await credentials(run)),
      pathStyle: true,
    });
    if (!(await client.bucketExists(BUCKET))) await client.makeBucket(BUCKET);
  },

  async env(run) {
    const { accessKey, secretKey } = await credentials(run);
    return {
      MINIO_ENDPOINT: HOST,
      MINIO_PORT: String(run.ports.s3),
      MINIO_USE_SSL: 'false',
      MINIO_ACCESS_KEY: accessKey,
      MINIO_SECRET_KEY: secretKey,
      MINIO_BUCKET: BUCKET,
    };
  },
};
