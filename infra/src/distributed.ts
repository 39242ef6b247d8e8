/**
 * The distributed adapters' classes, for tests and tools that open one directly. Kept out of the
 * package's index: their drivers (MongoDB, Kafka, MinIO) take about half a second to load, which
 * an embedded start, the one `pnpm start` makes, never needs; the platform imports them only when
 * configured.
 */
export { MinioBlobs } from './blobs/minio-blobs.js';
export { KafkaBus } from './bus/kafka-bus.js';
export { MongoStore } from './store/mongo-store.js';
