import { EXAMPLE_COMPANY } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env.js';
import { SANDBOX_DEMO_KEYS } from './schema.js';

describe('configuration from the environment', () => {
  it('defaults to embedded mode on port 3000 with ./data', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      STORE: 'embedded',
      BUS: 'embedded',
      BLOBS: 'embedded',
      MAIL: 'embedded',
    });
  });

  it('honours PORT and DATA_DIR, and treats empty values as unset', () => {
    expect(parseConfig({ PORT: '8080', DATA_DIR: '/srv/data', LOG_LEVEL: '' })).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/srv/data',
      LOG_LEVEL: 'info',
    });
  });

  it('logs up to 100 quick answers a second one by one unless told otherwise, and refuses a bad count', () => {
    expect(parseConfig({}).LOG_REQUESTS_PER_SECOND).toBe(100);
    expect(parseConfig({ LOG_REQUESTS_PER_SECOND: 'all' }).LOG_REQUESTS_PER_SECOND).toBe('all');
    expect(parseConfig({ LOG_REQUESTS_PER_SECOND: '5' }).LOG_REQUESTS_PER_SECOND).toBe(5);
    for (const bad of ['0', '1.5', 'many'])
      expect(() => parseConfig({ LOG_REQUESTS_PER_SECOND: bad })).toThrow(
        `LOG_REQUESTS_PER_SECOND="${bad}": must be 'all' or a whole number of lines a second, 1 to 1000000`,
      );
  });

  it('parses lists and booleans', () => {
    const config = parseConfig({
      BUS: 'kafka',
      KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092',
      WORKER_ROLES: 'mail,audio',
      MINIO_USE_SSL: 'true',
    });
    expect(config.KAFKA_BROKERS).toEqual(['kafka-1:9092', 'kafka-2:9092']);
    expect(config.WORKER_ROLES).toEqual(['mail', 'audio']);
    expect(config.MINIO_USE_SSL).toBe(true);
  });

  it('stops with one readable message naming every bad variable', () => {
    let error: unknown;
    try {
      parseConfig({ PORT: 'eighty', LOG_LEVEL: 'loud', STORE: 'mongodb', WORKER_ROLES: 'mail,cooking' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT="eighty"');
    expect(message).toContain('LOG_LEVEL="loud"');
    expect(message).toContain('MONGODB_URL: is required when STORE=mongodb');
    expect(message).toContain('WORKER_ROLES');
    expect(message).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown adapter kind and a malformed URL', () => {
    expect(() => parseConfig({ BLOBS: 's3' })).toThrow(/BLOBS="s3"/);
    expect(() => parseConfig({ MAIL: 'smtp', SMTP_URL: 'http://mail' })).toThrow(
      /SMTP_URL="http:\/\/mail": must be an smtp/,
    );
  });

  it('defaults to sandbox payments signing with clearly named demo keys', () => {
    const config = parseConfig({});
    expect(config.PAYMENTS).toBe('sandbox');
    expect(config).toMatchObject(SANDBOX_DEMO_KEYS);
    expect(config.RAZORPAY_KEY_ID).toBe('rzp_test_sandbox');
    expect(config.RAZORPAY_KEY_SECRET).toMatch(/demo/);
    expect(config.RAZORPAY_WEBHOOK_SECRET).toMatch(/demo/);
  });

  it('refuses to start on the sandbox silently under NODE_ENV=production, naming PAYMENTS (issue 22)', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration:\n {2}PAYMENTS: must be set under NODE_ENV=production: razorpay .*, or sandbox to take test payments on purpose$/,
    );
    expect(parseConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).PAYMENTS).toBe('sandbox');
    expect(parseConfig({ NODE_ENV: 'development' }).PAYMENTS).toBe('sandbox');
  });

  it('lets the sandbox sign with configured keys', () => {
    expect(parseConfig({ RAZORPAY_KEY_SECRET: 'my-own-secret' }).RAZORPAY_KEY_SECRET).toBe('my-own-secret');
  });

  it('refuses PAYMENTS=razorpay without each of its three secrets, naming the missing ones', () => {
    expect(() => parseConfig({ PAYMENTS: 'razorpay' })).toThrow(ConfigError);
    let message = '';
    try {
      parseConfig({ PAYMENTS: 'razorpay' });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      expect(message).toContain(`${name}: is required when PAYMENTS=razorpay`);

    const withoutWebhookSecret = {
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Abc123Def456Gh',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: '',
    };
    expect(() => parseConfig(withoutWebhookSecret)).toThrow(
      /^Invalid configuration:\n {2}RAZORPAY_WEBHOOK_SECRET: is required when PAYMENTS=razorpay$/,
    );
  });

  it('accepts PAYMENTS=razorpay with its three secrets, and refuses a sandbox demo value there', () => {
    const live = {
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_Abc123Def456Gh',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    };
    expect(parseConfig(live)).toMatchObject(live);
    expect(() =>
      parseConfig({ ...live, RAZORPAY_WEBHOOK_SECRET: SANDBOX_DEMO_KEYS.RAZORPAY_WEBHOOK_SECRET }),
    ).toThrow(/RAZORPAY_WEBHOOK_SECRET: is the sandbox demo value/);
    expect(() => parseConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS="stripe"/);
  });

  it('refuses live Razorpay keys while any company detail is unset or the example, naming each', () => {
    const live = {
      PAYMENTS: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_Abc123Def456Gh',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
    };
    const company = {
      COMPANY_NAME: 'Yatra Sutra Private Limited',
      COMPANY_ADDRESS: '12 MG Road, Bengaluru 560001, India',
      COMPANY_EMAIL: 'help@yatrasutra.in',
      COMPANY_PHONE: '+91 80 4567 8900',
      COMPANY_GRIEVANCE_OFFICER: 'Meera Rao',
      COMPANY_GRIEVANCE_EMAIL: 'grievance@yatrasutra.in',
    };
    expect(parseConfig({ ...live, ...company })).toMatchObject(company);
    let message = '';
    try {
      parseConfig({ ...live, ...company, COMPANY_EMAIL: EXAMPLE_COMPANY.email, COMPANY_PHONE: undefined });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    const refused = 'must be your company’s own details with live Razorpay keys, not the example';
    expect(message).toContain(`COMPANY_EMAIL: ${refused}`);
    expect(message).toContain(`COMPANY_PHONE: ${refused}`);
    expect(message).not.toContain('COMPANY_NAME');
    // Razorpay's test mode takes no money: the demo's company may stay.
    expect(() => parseConfig({ ...live, RAZORPAY_KEY_ID: 'rzp_test_Abc123Def456Gh' })).not.toThrow();
  });

  it('defaults the company details to the example company, and takes configured ones', () => {
    expect(parseConfig({})).toMatchObject({
      COMPANY_NAME: EXAMPLE_COMPANY.name,
      COMPANY_ADDRESS: EXAMPLE_COMPANY.address,
      COMPANY_EMAIL: EXAMPLE_COMPANY.email,
      COMPANY_PHONE: EXAMPLE_COMPANY.phone,
      COMPANY_GRIEVANCE_OFFICER: EXAMPLE_COMPANY.grievanceOfficer,
      COMPANY_GRIEVANCE_EMAIL: EXAMPLE_COMPANY.grievanceEmail,
      COMPANY_SOCIAL_LINKS: [],
    });
    expect(
      parseConfig({ COMPANY_PHONE: '+91 80 4567 8900', COMPANY_SOCIAL_LINKS: 'https://x.com/yatra' }),
    ).toMatchObject({ COMPANY_PHONE: '+91 80 4567 8900', COMPANY_SOCIAL_LINKS: ['https://x.com/yatra'] });
  });

  it('refuses a company phone that is not a valid number, a bad e-mail and a non-https social link', () => {
    let message = '';
    try {
      parseConfig({
        COMPANY_PHONE: '+91 1234',
        COMPANY_EMAIL: 'support',
        COMPANY_SOCIAL_LINKS: 'http://x.com/yatra',
      });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    expect(message).toContain('COMPANY_PHONE="+91 1234": must be + and the country code and a valid number');
    expect(message).toContain('COMPANY_EMAIL="support"');
    expect(message).toContain('COMPANY_SOCIAL_LINKS="http://x.com/yatra": must be https:// URLs');
  });

  it('takes a map tile server with {z}, {x} and {y}, and refuses one without them or with {s}', () => {
    expect(parseConfig({ MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' })).toMatchObject({
      MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png',
    });
    for (const bad of ['https://tiles.example/{z}/{x}.png', 'https://{s}.tiles.example/{z}/{x}/{y}.png']) {
      expect(() => parseConfig({ MAP_TILE_URL: bad })).toThrow(
        `MAP_TILE_URL="${bad}": must hold {z}, {x} and {y} (and no {s})`,
      );
    }
    expect(() => parseConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}' })).toThrow(
      'must be an http(s) URL',
    );
  });

  it('takes a long random special coupon code, and refuses a short, one-kind or repetitive one in one line', () => {
    for (const good of ['k7Qm2Xw9Rb4Tz8Nc', 'Q4ZK8M2X7W9RB3TNC5HD6JPY'])
      expect(parseConfig({ COUPON_SPECIAL_CODE: good }).COUPON_SPECIAL_CODE).toBe(good);
    expect(parseConfig({}).COUPON_SPECIAL_CODE).toBeUndefined();
    const refused = [
      'Staff90', // short
      'k7Qm2Xw9Rb4Tz8N', // 15 characters
      'EXPLOREWITHUSNINETY', // letters only
      '0192837465019283', // digits only (10 different)
      'abab1212abab1212ab', // repeated: 4 different characters
      'aAbBcCdDeEfF121212', // 14 different only when case counts: codes are compared in upper case
      'k7Qm2Xw9Rb4Tz8Nc-', // not a letter or digit
      'k7Qm2Xw9Rb4Tz8Nc'.repeat(3), // longer than a coupon code may be
    ];
    for (const bad of refused) {
      let message = '';
      try {
        parseConfig({ COUPON_SPECIAL_CODE: bad });
      } catch (error) {
        message = (error as ConfigError).message;
      }
      const lines = message.split('\n').slice(1);
      expect(lines, bad).toEqual([
        // The refusal names the setting, never the secret it holds.
        '  COUPON_SPECIAL_CODE=(hidden): must be 16 to 40 random letters and digits: both letters and digits, at least 10 different characters (case aside)',
      ]);
    }
  });
});
