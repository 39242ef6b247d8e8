/** What `pnpm admin` sends the running process's operator channel. */
import { z } from 'zod';

/** Dead letters to send back to their topics: the ones named, or every one not replayed yet. */
export const dlqReplaySchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(300)).min(1).max(1000) }),
  z.object({ all: z.literal(true) }),
]);
export type DlqReplay = z.infer<typeof dlqReplaySchema>;

/** One dead letter as the operator sees it. */
export interface DeadLetterView {
  /** `<topic>:<event id>`: what `pnpm admin dlq replay` takes. */
  id: string;
  topic: string;
  eventType: string;
  eventId: string;
  error: string;
  attempts: number;
  deadAt: string;
  replayedAt?: string;
}

export interface DlqReplayResult {
  replayed: string[];
  /** Named, but not a dead letter waiting for replay (unknown, or replayed already). */
  skipped: string[];
}
