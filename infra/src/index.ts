export { type AudioPlatform, createAudioPlatform } from './audio-platform.js';
export { FsBlobs } from './blobs/fs-blobs.js';
export * from './blobs/port.js';
export { alreadyHandled, markHandled, onceInStore, onceOutside } from './bus/dedupe.js';
export { EmbeddedBus } from './bus/embedded-bus.js';
export * from './bus/port.js';
export { type CompanyConfig, companyDetails } from './config/company.js';
export { ConfigError, loadConfig, parseConfig } from './config/env.js';
export {
  type Config,
  envSchema,
  SANDBOX_DEMO_KEYS,
  WORKER_ROLES,
  type WorkerRole,
} from './config/schema.js';
export { ExternalAnswerError, parseAnswer, readAnswer } from './external-answer.js';
export {
  type CityOption,
  type CountryOption,
  citiesOfCountry,
  cityPosition,
  findCountry,
  listCountries,
} from './geo/countries.js';
export { greatCircleKm, type Position } from './geo/distance.js';
export { DatasetGeocoder, type Geocoder, GoogleGeocoder } from './geo/geocoder.js';
export { createLogger, type Logger, silentLogger } from './logging/logger.js';
export { OutboxMailer, SmtpMailer } from './mail/nodemailer-mailer.js';
export type { Mailer, MailMessage } from './mail/port.js';
export { OutboxRelay, outboxBacklog, recordEvents } from './outbox/outbox.js';
export { isAcceptedCurrency, RAZORPAY_CURRENCIES } from './payments/currencies.js';
export { minorUnitDigits, toMajor, toMinor } from './payments/minor-units.js';
export * from './payments/port.js';
export { RazorpayPayments } from './payments/razorpay-payments.js';
export { SANDBOX_CARDS } from './payments/sandbox-cards.js';
export { SandboxPayments } from './payments/sandbox-payments.js';
export { SANDBOX_WEBHOOK_RETRY_MS } from './payments/sandbox-webhooks.js';
export { signCheckout, signWebhook } from './payments/signatures.js';
export { BundledCatalog, CATALOG_DIR, loadCatalogData } from './places/catalog.js';
export { fromGoogle, GooglePlaces } from './places/google-places.js';
export type { CityPlaces, PlacePhoto, Places } from './places/port.js';
export { createPlatform, dataPaths, type Platform } from './platform.js';
export { DataDirInUseError, lockDataDir } from './process/data-dir-lock.js';
export { runProcess, stopGracefully } from './process/lifecycle.js';
export type { Rates, RateTable } from './rates/port.js';
export { type PrunedHistory, Pruner } from './retention/pruner.js';
export type { Sms } from './sms/port.js';
export { OutboxSms, TwilioSms } from './sms/sms-adapters.js';
export { EspeakSpeech } from './speech/espeak-speech.js';
export { encodeMp3, type Mp3Layout, readMp3Frames } from './speech/mp3.js';
export { PollySpeech } from './speech/polly-speech.js';
export type { Speech, SpeechAudio, SpokenPiece } from './speech/port.js';
export { planPieces } from './speech/split.js';
export { NedbStore } from './store/nedb-store.js';
export * from './store/port.js';
export { LlmWriter } from './writer/llm-writer.js';
export { OfflineWriter } from './writer/offline-writer.js';
export type { NarrationLength, WriteRequest, Writer, Written } from './writer/port.js';
