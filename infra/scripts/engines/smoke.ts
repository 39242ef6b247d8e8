/** `smoke`: one real round trip through each running engine, with the clients the product uses. */
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'minio';
import nodemailer from 'nodemailer';
import type { EnvKey } from './engine.js';
import { readEnvFile } from './env-file.js';
import { step } from './log.js';

type Env = Record<EnvKey, string>;
const TOPIC = 'engines-smoke';

/** Produces one message and reads it back in a new consumer group. */
async function kafkaRoundTrip(env: Env): Promise<void> {
  const kafka = new Kafka({
    clientId: 'engines-smoke',
    brokers: env.KAFKA_BROKERS.split(','),
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  await admin.connect();
  // The broker does not create topics on use (as in docker-compose.yml).
  await admin.createTopics({ topics: [{ topic: TOPIC, numPartitions: 1 }], waitForLeaders: true });
  const value = randomUUID();
  const producer = kafka.producer();
  await producer.connect();
  await producer.send({ topic: TOPIC, messages: [{ value }] });
  await producer.disconnect();
  const groupId = `engines-smoke-${value}`;
  const consumer = kafka.consumer({ groupId });
  await consumer.connect();
  await consumer.subscribe({ topic: TOPIC, fromBeginning: true });
  try {
    await new Promise<void>((resolvePromise, reject) => {
      const timer = setTimeout(
        () => reject(new Error('kafka: the message did not come back within 30s')),
        30_000,
      );
      consumer
        .run({
          eachMessage: async ({ message }) => {
            if (message.value?.toString() !== value) return;
            clearTimeout(timer);
            resolvePromise();
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
    await admin.deleteGroups([groupId]);
    await admin.disconnect();
  }
}

/** Writes an object and reads part of it back with a Range, as audio playback does. */
async function s3RoundTrip(env: Env): Promise<void> {
  const client = new Client({
    endPoint: env.MINIO_ENDPOINT,
    port: Number(env.MINIO_PORT),
    useSSL: env.MINIO_USE_SSL === 'true',
    accessKey: env.MINIO_ACCESS_KEY,
    secretKey: env.MINIO_SECRET_KEY,
    pathStyle: true,
  });
  const key = `engines-smoke/${randomUUID()}.txt`;
  await client.putObject(env.MINIO_BUCKET, key, Buffer.from('0123456789'), 10, {
    'Content-Type': 'text/plain',
  });
  try {
    const part = (await buffer(await client.getPartialObject(env.MINIO_BUCKET, key, 2, 3))).toString();
    if (part !== '234') throw new Error(`s3: bytes 2-4 of "0123456789" came back as "${part}"`);
  } finally {
    await client.removeObject(env.MINIO_BUCKET, key);
  }
}

/** Sends a mail over SMTP and finds it through Mailpit's API. */
async function mailRoundTrip(env: Env): Promise<void> {
  const subject = `engines smoke ${randomUUID()}`;
  const transport = nodemailer.createTransport(env.SMTP_URL);
  try {
    await transport.sendMail({ from: 'smoke@example.test', to: 'you@example.test', subject, text: 'smoke' });
  } finally {
    transport.close();
  }
  const search = `${env.MAILPIT_URL}/api/v1/search?query=${encodeURIComponent(`subject:"${subject}"`)}`;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const found = (await (await fetch(search)).json()) as { messages: Array<{ Subject: string }> };
    if (found.messages.some((message) => message.Subject === subject)) return;
    await sleep(250);
  }
  throw new Error('mailpit: the sent message is not in its API after 5s');
}

export async function smoke(): Promise<void> {
  const env = await readEnvFile();
  await step('kafka: produce and consume one message', () => kafkaRoundTrip(env));
  await step('minio: putObject, then getPartialObject of bytes 2-4', () => s3RoundTrip(env));
  await step('mailpit: send over SMTP, find it in the API', () => mailRoundTrip(env));
}
