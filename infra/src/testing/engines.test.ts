import { describe, expect, it } from 'vitest';
import { decideEngineSuite, s3Endpoint } from './engines.js';

describe('whether a suite against a real engine runs, is skipped or fails', () => {
  it('runs when the variable naming the server is set, required or not', () => {
    const kafka = { TEST_KAFKA_BROKERS: '127.0.0.1:9092' };
    expect(decideEngineSuite('bus contract: Kafka', ['kafka'], kafka, false)).toEqual({ action: 'run' });
    expect(decideEngineSuite('bus contract: Kafka', ['kafka'], kafka, true)).toEqual({ action: 'run' });
  });

  it('skips, naming the variable and how to set it, when it is unset or empty and not required', () => {
    for (const value of [undefined, '', '  '])
      expect(decideEngineSuite('mail contract: Mailpit', ['smtp'], { TEST_SMTP_URL: value }, false)).toEqual({
        action: 'skip',
        reason: 'TEST_SMTP_URL is not set (pnpm engines up starts the servers and writes .engines.env)',
      });
  });

  it('fails naming the suite, REQUIRE_ENGINES and the variable when the engines are required', () => {
    expect(decideEngineSuite('blobs contract: S3 engine', ['s3'], {}, true)).toEqual({
      action: 'fail',
      message:
        'blobs contract: S3 engine did not run: REQUIRE_ENGINES=1 but TEST_S3_ENDPOINT is not set ' +
        '(pnpm engines up starts the servers and writes .engines.env)',
    });
  });
  it('names the first of several engines whose variable is unset', () => {
    const some = { TEST_KAFKA_BROKERS: '127.0.0.1:9092', TEST_SMTP_URL: 'smtp://127.0.0.1:2525' };
    expect(decideEngineSuite('journey', ['kafka', 'smtp', 'mailpit', 's3'], some, false)).toMatchObject({
      action: 'skip',
      reason: expect.stringMatching(/^TEST_MAILPIT_URL is not set/),
    });
  });
});

describe('an S3 endpoint written as one URL', () => {
  it('gives the host, port, TLS and the keys, decoded', () => {
    expect(s3Endpoint('http://xplore:s%2Fcret@127.0.0.1:9100')).toEqual({
      endPoint: '127.0.0.1',
      port: 9100,
      useSSL: false,
      accessKey: 'xplore',
      secretKey: 's/cret',
    });
    expect(s3Endpoint('https://k:s@s3.example.com').port).toBe(443);
  });
});
