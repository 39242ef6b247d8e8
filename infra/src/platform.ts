/** Builds the adapters the configuration names: embedded by default, distributed when configured. */
import { resolve } from 'node:path';
import type { Blobs } from './blobs/port.js';
import { ensureHandledIndex, pruneHandled } from './bus/dedupe.js';
import type { Bus } from './bus/port.js';
import { type Config, retentionHours } from './config/schema.js';
import { DatasetGeocoder, type Geocoder, GoogleGeocoder } from './geo/geocoder.js';
import type { Logger } from './logging/logger.js';
import { OutboxMailer, SmtpMailer } from './mail/nodemailer-mailer.js';
import type { Mailer } from './mail/port.js';
import { openBlobs, openBus, openNarration, required } from './narration-adapters.js';
import { OutboxRelay, pruneSent } from './outbox/outbox.js';
import type { PaymentsAdapter } from './payments/port.js';
import { RazorpayPayments } from './payments/razorpay-payments.js';
import { SandboxPayments } from './payments/sandbox-payments.js';
import type { Places } from './places/port.js';
import { lockDataDir } from './process/data-dir-lock.js';
import { BundledRates, bundledTable } from './rates/bundled-rates.js';
import { HttpRates } from './rates/http-rates.js';
import type { Rates } from './rates/port.js';
import { Pruner } from './retention/pruner.js';
import type { Sms } from './sms/port.js';
import { OutboxSms, TwilioSms } from './sms/sms-adapters.js';
import type { Speech } from './speech/port.js';
import { NedbStore } from './store/nedb-store.js';
import { type DerivedNumbers, isStorageFull, type Store } from './store/port.js';
import type { Writer } from './writer/port.js';

export interface Platform {
  config: Config;
  logger: Logger;
  store: Store;
  bus: Bus;
  blobs: Blobs;
  mailer: Mailer;
  sms: Sms;
  geocoder: Geocoder;
  places: Places;
  writer: Writer;
  speech: Speech;
  /** Razorpay, or the offline sandbox (kind 'sandbox', which adds the test checkout's calls). */
  payments: PaymentsAdapter;
  rates: Rates;
  relay: OutboxRelay;
  /** Keeps handled history within RETENTION_HOURS; started by the process entries, like the relay. */
  retention: Pruner;
  /**
   * Each adapter's health, for /readyz; `consumers` is there only while some bus consumer of this
   * process is not running (restarting after an error), naming each as `topic/group: state`.
   */
  check(): Promise<Record<string, 'ok' | string>>;
  close(): Promise<void>;
}

/** Where the embedded adapters keep their files. */
export function dataPaths(config: Config) {
  // Relative to where the command was typed (pnpm runs scripts inside the package's folder).
  const root = resolve(config.INIT_CWD ?? '.', config.DATA_DIR);
  return {
    root,
    store: resolve(root, 'store'),
    blobs: resolve(root, 'blobs'),
    outbox: resolve(root, 'outbox'),
    sms: resolve(root, 'sms'),
  };
}

/**
 * Builds the platform. The embedded store belongs to one process: DATA_DIR is locked before
 * anything in it is read, and given up when the platform closes (or the process ends);
 * `holder` names this process in the refusal another one would print.
 */
export async function createPlatform(
  config: Config,
  logger: Logger,
  options: { holder?: string; derived?: DerivedNumbers } = {},
): Promise<Platform> {
  if (config.STORE !== 'embedded') return openPlatform(config, logger, options.derived);
  const holder = options.holder ?? String(logger.bindings().name ?? 'another process of this product');
  const lock = lockDataDir(dataPaths(config).root, holder);
  try {
    const platform = await openPlatform(config, logger, options.derived);
    return {
      ...platform,
      close: async () => {
        try {
          await platform.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** `derived`: the derived numbers of the embedded store's collections (see NedbStore). */
async function openPlatform(config: Config, logger: Logger, derived: DerivedNumbers = {}): Promise<Platform> {
  const paths = dataPaths(config);
  const store: Store =
    config.STORE === 'mongodb'
      ? await (await import('./store/mongo-store.js')).MongoStore.connect(
          required(config.MONGODB_URL, 'MONGODB_URL'),
          config.MONGODB_DB,
        )
      : new NedbStore(paths.store, { derived });
  const bus = await openBus(config, logger, store);
  const blobs = await openBlobs(config, paths.blobs);
  const { places, writer, speech } = openNarration(config);
  const mailer: Mailer =
    config.MAIL === 'smtp'
      ? new SmtpMailer(required(config.SMTP_URL, 'SMTP_URL'), config.MAIL_FROM)
      : new OutboxMailer(paths.outbox, config.MAIL_FROM);
  const sms: Sms =
    config.SMS === 'twilio'
      ? new TwilioSms({
          accountSid: required(config.TWILIO_ACCOUNT_SID, 'TWILIO_ACCOUNT_SID'),
          authToken: required(config.TWILIO_AUTH_TOKEN, 'TWILIO_AUTH_TOKEN'),
          from: required(config.TWILIO_FROM, 'TWILIO_FROM'),
          baseUrl: config.TWILIO_BASE_URL,
        })
      : new OutboxSms(paths.sms);
  const geocoder: Geocoder =
    config.GEOCODER === 'google'
      ? new GoogleGeocoder(
          required(config.GOOGLE_MAPS_API_KEY, 'GOOGLE_MAPS_API_KEY'),
          config.GOOGLE_MAPS_BASE_URL,
        )
      : new DatasetGeocoder();
  const paymentKeys = {
    keyId: config.RAZORPAY_KEY_ID,
    keySecret: config.RAZORPAY_KEY_SECRET,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
  };
  const payments: PaymentsAdapter =
    config.PAYMENTS === 'razorpay'
      ? new RazorpayPayments(paymentKeys)
      : new SandboxPayments({ store, ...paymentKeys, logger: logger.child({ port: 'payments' }) });
  if (payments.kind === 'sandbox' && config.NODE_ENV === 'production')
    logger.warn('PAYMENTS=sandbox under NODE_ENV=production: payments are test payments, no money moves');
  const rates: Rates = config.FX_API_URL
    ? new HttpRates({
        baseUrl: config.FX_API_URL,
        ...(config.FX_API_KEY ? { apiKey: config.FX_API_KEY } : {}),
        fallback: bundledTable(),
        logger: logger.child({ port: 'rates' }),
      })
    : new BundledRates();
  const relay = new OutboxRelay(store, bus, logger.child({ component: 'outbox' }));
  await ensureHandledIndex(store);
  const retention = new Pruner(retentionHours(config) * 3600_000, logger.child({ component: 'retention' }));
  retention.add({ name: 'bus log', prune: (cutoff) => bus.prune(cutoff) });
  retention.add({ name: 'handled events', prune: (cutoff) => pruneHandled(store, cutoff) });
  retention.add({ name: 'sent outbox events', prune: (cutoff) => pruneSent(store, cutoff) });

  const probe = async (name: string, ping: () => Promise<void>): Promise<[string, string]> => {
    try {
      await Promise.race([
        ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after 3 s')), 3000).unref()),
      ]);
      return [name, 'ok'];
    } catch (error) {
      logger.warn({ err: error, adapter: name }, 'readiness probe failed');
      // Named apart for the operator, who has space to free: readiness comes back by itself once it is.
      return [name, isStorageFull(error) ? 'no space left' : 'unavailable'];
    }
  };

  return {
    config,
    logger,
    store,
    bus,
    blobs,
    mailer,
    sms,
    geocoder,
    places,
    writer,
    speech,
    payments,
    rates,
    relay,
    retention,
    check: async () => {
      const checks: Record<string, string> = Object.fromEntries(
        await Promise.all([
          probe('store', () => store.ping()),
          probe('bus', () => bus.ping()),
          probe('blobs', () => blobs.ping()),
          probe('mail', () => mailer.ping()),
        ]),
      );
      const down = bus.health().filter((c) => c.state !== 'running');
      if (down.length > 0) checks.consumers = down.map((c) => `${c.consumer}: ${c.state}`).join(', ');
      return checks;
    },
    close: async () => {
      await retention.stop();
      await relay.stop();
      if (payments.kind === 'sandbox') await payments.close();
      await bus.close();
      await mailer.close();
      await store.close();
      await speech.close();
    },
  };
}
