import { NOTIFICATIONS_COLLECTION, type NotificationDoc } from '@app/contracts';
import type { Store } from '@app/infra';

/** For this folder only: everyone else reads and writes through `notification-store.ts`. */
export const notifications = (store: Store) => store.collection<NotificationDoc>(NOTIFICATIONS_COLLECTION);
