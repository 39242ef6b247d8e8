import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { afterAll } from 'vitest';
import { describeWithContainers } from '../testing/container-runtime.js';
import { describeStoreContract } from '../testing/store-contract.js';
import { MongoStore } from './mongo-store.js';
import { NedbStore } from './nedb-store.js';

describeStoreContract(
  'embedded nedb on files',
  async () => new NedbStore(mkdtempSync(join(tmpdir(), 'store-'))),
);
describeStoreContract('embedded nedb in memory', async () => new NedbStore(null));

await describeWithContainers(
  'store contract: MongoDB (testcontainers)',
  process.env.REQUIRE_CONTAINERS,
  () => {
    let container: StartedMongoDBContainer | undefined;
    afterAll(async () => {
      await container?.stop();
    });
    describeStoreContract('MongoDB (testcontainers)', async () => {
      container = await new MongoDBContainer('mongo:7').start();
      return MongoStore.connect(`${container.getConnectionString()}?directConnection=true`, 'contract');
    });
  },
);
