/**
 * The distributed adapters' classes, and Razorpay's, for tests and tools that open one directly.
 * Kept out of the package's index: their drivers (MongoDB, Kafka, MinIO, Razorpay's SDK with its
 * axios) take most of a second to load, which an embedded start, the one `pnpm start` makes, never
 * needs; the platform imports them only when configured.
 */
export { MinioBlobs } from './blobs/minio-blobs.js';
export { KafkaBus } from './bus/kafka-bus.js';
export { RazorpayPayments } from './payments/razorpay-payments.js';
export { MongoStore } from './store/mongo-store.js';
