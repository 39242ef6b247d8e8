/**
 * What an audio worker in a process of its own opens: the bus, the blobs and the narration engines,
 * and no store. It asks for nothing and writes nothing but blobs and events (the gateway records the
 * track), so any number of such processes share one consumer group without touching DATA_DIR.
 */
import type { Blobs } from './blobs/port.js';
import type { Bus } from './bus/port.js';
import { ConfigError } from './config/env.js';
import type { Config } from './config/schema.js';
import type { Logger } from './logging/logger.js';
import { openBlobs, openBus, openNarration } from './narration-adapters.js';
import type { Places } from './places/port.js';
import { dataPaths } from './platform.js';
import type { Speech } from './speech/port.js';
import type { Writer } from './writer/port.js';

export interface AudioPlatform {
  config: Config;
  logger: Logger;
  bus: Bus;
  blobs: Blobs;
  places: Places;
  writer: Writer;
  speech: Speech;
  close(): Promise<void>;
}

const AUDIO_ALONE_NEEDS_KAFKA =
  'An audio worker in a process of its own needs BUS=kafka: the embedded bus lives in the ' +
  'gateway’s store (DATA_DIR). Set BUS=kafka with KAFKA_BROKERS, or let the gateway run the audio role (pnpm start).';

export async function createAudioPlatform(config: Config, logger: Logger): Promise<AudioPlatform> {
  if (config.BUS !== 'kafka') throw new ConfigError(AUDIO_ALONE_NEEDS_KAFKA);
  const bus = await openBus(config, logger, null);
  try {
    // Embedded blobs are the gateway's files: usable from a process on the same machine.
    const blobs = await openBlobs(config, dataPaths(config).blobs);
    const { places, writer, speech } = openNarration(config);
    return {
      config,
      logger,
      bus,
      blobs,
      places,
      writer,
      speech,
      close: async () => {
        await bus.close();
        await speech.close();
      },
    };
  } catch (error) {
    await bus.close();
    throw error;
  }
}
