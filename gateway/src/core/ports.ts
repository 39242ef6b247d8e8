/**
 * The platform's adapters (store, bus, blobs, mail, payments, config, …). A service names
 * the ones it uses, `Pick<Ports, 'store' | 'relay'>`, so a reader sees what it touches and a test
 * builds only those.
 */
import type { Platform } from '@app/infra';

export type Ports = Omit<Platform, 'close'>;
