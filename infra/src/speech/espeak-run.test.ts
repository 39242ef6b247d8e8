import { afterEach, describe, expect, it } from 'vitest';
import { runEspeak } from './espeak-run.js';

const LONG = 'The fort stands on a ridge above the lake, its walls of red sandstone and marble. '.repeat(6);
const speak = (text: string) => runEspeak(['-w', '/speech.wav', '-v', 'en-us', text]);

describe('runEspeak', () => {
  const limit = Error.stackTraceLimit;
  afterEach(() => {
    Error.stackTraceLimit = limit;
  });

  it('speaks into its file system, and leaves stack traces as it found them', async () => {
    Error.stackTraceLimit = 17;
    const { espeak } = await speak('Hello there.');
    expect(espeak.FS.readFile('/speech.wav').byteLength).toBeGreaterThan(1000);
    expect(Error.stackTraceLimit).toBe(17);
  });

  it('leaves them as they were when runs overlap on one thread and the first ends first', async () => {
    Error.stackTraceLimit = 17;
    const short = speak('Hi.');
    const long = speak(LONG);
    await short;
    // The long run is still under way: its traces stay off until it ends too.
    expect(Error.stackTraceLimit).toBe(0);
    await long;
    expect(Error.stackTraceLimit).toBe(17);
  });
});
