/** Reads a server-sent-events body event by event, as EventSource does (comments skipped). */
export interface SseEvent {
  /** The event's name; 'message' when it names none. */
  event: string;
  data: string;
}

export function sseReader(res: Response) {
  if (!res.body) throw new Error('no body');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const block = async (): Promise<string | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const found = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return found;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += decoder.decode(value, { stream: true });
    }
  };
  return {
    /** The next raw block, comments included (a keep-alive is `: keep-alive`); null at the end. */
    block,
    /** The next event, or null once the server has ended the stream. */
    next: async (): Promise<SseEvent | null> => {
      for (;;) {
        const text = await block();
        if (text === null) return null;
        const lines = text.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const field = (name: string) =>
          lines
            .filter((line) => line.startsWith(`${name}:`))
            .map((line) => line.slice(name.length + 1).replace(/^ /, ''));
        return { event: field('event')[0] ?? 'message', data: field('data').join('\n') };
      }
    },
    cancel: () => reader.cancel(),
  };
}
