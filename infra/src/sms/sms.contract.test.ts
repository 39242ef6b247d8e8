import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ExternalAnswerError } from '../external-answer.js';
import { OutboxSms, TwilioSms } from './sms-adapters.js';

describe('sms: embedded outbox', () => {
  it('writes the message where a developer can read it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sms-'));
    await new OutboxSms(dir).send('+11234567890', 'Your code is 123456');
    const [file] = await readdir(dir);
    expect(file).toMatch(/\+11234567890.*\.txt$/);
    expect(await readFile(join(dir, file ?? ''), 'utf8')).toContain('Your code is 123456');
  });
});

describe('sms: Twilio adapter against a local HTTP server speaking its API', () => {
  it('posts To, From and Body with basic auth, and reports a refusal', async () => {
    const seen: Array<{ url: string; auth: string; body: URLSearchParams }> = [];
    let status = 201;
    const server = createServer(async (req, res) => {
      seen.push({
        url: req.url ?? '',
        auth: req.headers.authorization ?? '',
        body: new URLSearchParams((await buffer(req)).toString()),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const sms = new TwilioSms({
      accountSid: 'AC1',
      authToken: 'tok',
      from: '+15550001111',
      baseUrl: `http://127.0.0.1:${port}`,
    });
    await sms.send('+11234567890', 'Your code is 654321');
    expect(seen[0]?.url).toBe('/2010-04-01/Accounts/AC1/Messages.json');
    expect(seen[0]?.auth).toBe(`Basic ${Buffer.from('AC1:tok').toString('base64')}`);
    expect(Object.fromEntries(seen[0]?.body ?? [])).toEqual({
      To: '+11234567890',
      From: '+15550001111',
      Body: 'Your code is 654321',
    });
    status = 400;
    await expect(sms.send('+11234567890', 'x')).rejects.toThrow(/answered 400/);
    server.close();
  });
});

describe('sms: Twilio adapter refusing a malformed answer', () => {
  it('refuses a success status whose body is not a message resource', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html>Welcome to the hotel Wi-Fi</html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const sms = new TwilioSms({
        accountSid: 'AC1',
        authToken: 'tok',
        from: '+15550001111',
        baseUrl: `http://127.0.0.1:${port}`,
      });
      const sent = sms.send('+11234567890', 'Your code is 654321');
      await expect(sent).rejects.toBeInstanceOf(ExternalAnswerError);
      await expect(sent).rejects.toThrow(
        'SMS provider gave a malformed answer: not JSON: "<html>Welcome to the hotel Wi-Fi</html>"',
      );
    } finally {
      server.close();
    }
  });
});
