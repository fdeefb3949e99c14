import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('has defaults for a fresh machine: port 8787 on loopback, embedded database in .proctor/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8787, HOST: '127.0.0.1', LOG_LEVEL: 'info', PROCTOR_MAX_BODY_BYTES: 1_048_576 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('.proctor'));
  });

  it('reads and coerces the environment, treating empty values as unset', () => {
    const config = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://u:p@db:5432/proctor', PROCTOR_DATA_DIR: '', LOG_LEVEL: 'debug' });
    expect(config).toMatchObject({ PORT: 9000, DATABASE_URL: 'postgres://u:p@db:5432/proctor', LOG_LEVEL: 'debug' });
    expect(config.dataDir).toBe(path.resolve('.proctor'));
  });

  it('names every bad variable in one error', () => {
    const attempt = () => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://db/x', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^invalid configuration: PORT: .*; DATABASE_URL: .*; LOG_LEVEL: /);
  });

  describe('the two Standard Webhooks secrets', () => {
    const refusal = /PROCTOR_RECONCILE_WEBHOOK_SECRET: must not be the key of PROCTOR_WEBHOOK_SECRET/;

    // A shared key would let an agent have notification.webhook sign a reconcile of its own request.
    it.each([
      ['the same secret', 'whsec_c2hhcmVkIGtleSBmb3IgYm90aA==', 'whsec_c2hhcmVkIGtleSBmb3IgYm90aA=='],
      ['one key in two base64 spellings (unused padding bits)', 'whsec_QQ==', 'whsec_QR=='],
      ['one HMAC key, one of them zero-padded', 'whsec_QQ==', 'whsec_QQA='],
    ])('refuses to start with %s', (_case, notification, reconcile) => {
      const attempt = () => loadConfig({ PROCTOR_WEBHOOK_SECRET: notification, PROCTOR_RECONCILE_WEBHOOK_SECRET: reconcile });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(refusal);
    });

    it('starts with two different keys, or either alone', () => {
      expect(loadConfig({ PROCTOR_WEBHOOK_SECRET: 'whsec_QQ==', PROCTOR_RECONCILE_WEBHOOK_SECRET: 'whsec_Qg==' })).toMatchObject({
        PROCTOR_WEBHOOK_SECRET: 'whsec_QQ==',
        PROCTOR_RECONCILE_WEBHOOK_SECRET: 'whsec_Qg==',
      });
      expect(loadConfig({ PROCTOR_WEBHOOK_SECRET: 'whsec_QQ==' }).PROCTOR_RECONCILE_WEBHOOK_SECRET).toBeUndefined();
      expect(loadConfig({ PROCTOR_RECONCILE_WEBHOOK_SECRET: 'whsec_QQ==' }).PROCTOR_WEBHOOK_SECRET).toBeUndefined();
    });

    it('refuses a secret whose base64 does not decode, as it would fail only when first used', () => {
      expect(() => loadConfig({ PROCTOR_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
        /^invalid configuration: PROCTOR_WEBHOOK_SECRET: must be a Standard Webhooks secret: whsec_ and base64$/,
      );
      expect(() => loadConfig({ PROCTOR_RECONCILE_WEBHOOK_SECRET: 'sk_QQ==' })).toThrow(/PROCTOR_RECONCILE_WEBHOOK_SECRET: must be a Standard Webhooks secret/);
    });
  });
});

describe('PROCTOR_TRUST_PROXY', () => {
  it('trusts the loopback proxy by default, and takes false, a hop count, or names, addresses and CIDRs', () => {
    expect(loadConfig({}).PROCTOR_TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ PROCTOR_TRUST_PROXY: 'false' }).PROCTOR_TRUST_PROXY).toBe(false);
    expect(loadConfig({ PROCTOR_TRUST_PROXY: '2' }).PROCTOR_TRUST_PROXY).toBe(2);
    expect(loadConfig({ PROCTOR_TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).PROCTOR_TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
  });

  it('refuses true, which would let any client name its own address, and anything it cannot read', () => {
    expect(() => loadConfig({ PROCTOR_TRUST_PROXY: 'true' })).toThrow(/^invalid configuration: PROCTOR_TRUST_PROXY: true would let any client/);
    expect(() => loadConfig({ PROCTOR_TRUST_PROXY: 'loopback,proxy.internal' })).toThrow(
      /^invalid configuration: PROCTOR_TRUST_PROXY: proxy\.internal is not false, a hop count, or a comma-separated list/,
    );
    expect(() => loadConfig({ PROCTOR_TRUST_PROXY: ',' })).toThrow(/PROCTOR_TRUST_PROXY: , is not false/);
  });
});

describe('the signup and login limits', () => {
  it('default to 10 signups per address and 100 in all, and 60 logins per address, per hour; 0 turns one off', () => {
    expect(loadConfig({})).toMatchObject({
      PROCTOR_SIGNUP_RATE_LIMIT_PER_ADDRESS: 10,
      PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: 100,
      PROCTOR_LOGIN_RATE_LIMIT_PER_ADDRESS: 60,
      PROCTOR_AUTH_RATE_LIMIT_WINDOW_SECONDS: 3600,
    });
    expect(loadConfig({ PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL: '0' }).PROCTOR_SIGNUP_RATE_LIMIT_GLOBAL).toBe(0);
    expect(() => loadConfig({ PROCTOR_AUTH_RATE_LIMIT_WINDOW_SECONDS: '0' })).toThrow(/PROCTOR_AUTH_RATE_LIMIT_WINDOW_SECONDS/);
  });
});

describe('the event stream limits', () => {
  it('default to 20 open per credential and 100 per organization, closed after 300 s without an event; positive whole numbers', () => {
    expect(loadConfig({})).toMatchObject({ PROCTOR_STREAM_MAX_PER_CREDENTIAL: 20, PROCTOR_STREAM_MAX_PER_ORG: 100, PROCTOR_STREAM_IDLE_SECONDS: 300 });
    expect(loadConfig({ PROCTOR_STREAM_MAX_PER_CREDENTIAL: '5', PROCTOR_STREAM_MAX_PER_ORG: '5' })).toMatchObject({ PROCTOR_STREAM_MAX_PER_CREDENTIAL: 5, PROCTOR_STREAM_MAX_PER_ORG: 5 });
    expect(() => loadConfig({ PROCTOR_STREAM_MAX_PER_CREDENTIAL: '0', PROCTOR_STREAM_IDLE_SECONDS: 'never' })).toThrow(
      /^invalid configuration: PROCTOR_STREAM_MAX_PER_CREDENTIAL: .*; PROCTOR_STREAM_IDLE_SECONDS: /,
    );
  });

  it('refuses a per-credential limit above the per-organization one', () => {
    expect(() => loadConfig({ PROCTOR_STREAM_MAX_PER_CREDENTIAL: '50', PROCTOR_STREAM_MAX_PER_ORG: '10' })).toThrow(
      /PROCTOR_STREAM_MAX_PER_CREDENTIAL: must not exceed PROCTOR_STREAM_MAX_PER_ORG/,
    );
  });
});

describe('the database timeouts', () => {
  it('default to 5 s to connect, 10 s per statement and 30 s idle in a transaction, and take positive milliseconds', () => {
    expect(loadConfig({})).toMatchObject({
      PROCTOR_DB_CONNECT_TIMEOUT_MS: 5_000,
      PROCTOR_DB_STATEMENT_TIMEOUT_MS: 10_000,
      PROCTOR_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: 30_000,
    });
    expect(loadConfig({ PROCTOR_DB_STATEMENT_TIMEOUT_MS: '2500' }).PROCTOR_DB_STATEMENT_TIMEOUT_MS).toBe(2_500);
    expect(() => loadConfig({ PROCTOR_DB_CONNECT_TIMEOUT_MS: '0', PROCTOR_DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(
      /^invalid configuration: PROCTOR_DB_CONNECT_TIMEOUT_MS: .*; PROCTOR_DB_STATEMENT_TIMEOUT_MS: /,
    );
  });
});

describe('card checkout settings', () => {
  const live = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
  const external = { DATABASE_URL: 'postgres://u:p@db:5432/proctor' };

  it('turns the sandbox provider on by default only for the embedded database without a Stripe key', () => {
    expect(loadConfig({}).PROCTOR_SANDBOX_PAYMENTS).toBe(true);
    expect(loadConfig(external).PROCTOR_SANDBOX_PAYMENTS).toBe(false);
    expect(loadConfig(live).PROCTOR_SANDBOX_PAYMENTS).toBe(false);
    expect(loadConfig({ ...external, PROCTOR_SANDBOX_PAYMENTS: 'true' }).PROCTOR_SANDBOX_PAYMENTS).toBe(true);
    expect(loadConfig({ PROCTOR_SANDBOX_PAYMENTS: 'false' }).PROCTOR_SANDBOX_PAYMENTS).toBe(false);
  });

  it('verifies payment webhooks with STRIPE_WEBHOOK_SECRET when live, with a secret made at start for the sandbox, with none otherwise', () => {
    expect(loadConfig(live).paymentsWebhookSecret).toBe('whsec_x');
    const sandbox = loadConfig({}).paymentsWebhookSecret;
    expect(sandbox).toMatch(/^whsec_sandbox_[\w-]{43}$/);
    expect(loadConfig({}).paymentsWebhookSecret).not.toBe(sandbox);
    expect(loadConfig(external).paymentsWebhookSecret).toBeUndefined();
  });

  it.each([
    ['a Stripe key without its webhook secret', { STRIPE_SECRET_KEY: 'sk_test_x' }, /STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY/],
    ['a webhook secret without the key', { STRIPE_WEBHOOK_SECRET: 'whsec_x' }, /STRIPE_SECRET_KEY: is required with STRIPE_WEBHOOK_SECRET/],
    ['the sandbox turned on beside Stripe', { ...live, PROCTOR_SANDBOX_PAYMENTS: 'true' }, /PROCTOR_SANDBOX_PAYMENTS: must not be true with STRIPE_SECRET_KEY/],
    ['a publishable key for the secret key', { ...live, STRIPE_SECRET_KEY: 'pk_test_x' }, /STRIPE_SECRET_KEY: must be a Stripe secret or restricted key/],
    ['a sandbox setting that is not true or false', { PROCTOR_SANDBOX_PAYMENTS: 'yes' }, /PROCTOR_SANDBOX_PAYMENTS: must be true or false/],
  ])('refuses to start with %s', (_case, env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('refuses PROCTOR_ADMIN_EMAILS, pointing to `proctor admin grant`: an address is no proof of a platform admin', () => {
    expect(() => loadConfig({ PROCTOR_ADMIN_EMAILS: 'ops@example.com' })).toThrow(
      'invalid configuration: PROCTOR_ADMIN_EMAILS: is no longer read: unset it, and make each platform admin with `proctor admin grant <email>` on the server (their account must exist)',
    );
    expect(loadConfig({ PROCTOR_ADMIN_EMAILS: '' })).not.toHaveProperty('PROCTOR_ADMIN_EMAILS');
  });

  it("refuses the server's own provider accounts every organization once acted through, pointing to connected apps", () => {
    for (const name of ['NYLAS_GRANT_ID', 'SLACK_BOT_TOKEN', 'ZENDESK_SUBDOMAIN', 'ZENDESK_EMAIL', 'ZENDESK_API_TOKEN']) {
      expect(() => loadConfig({ [name]: 'x' }), name).toThrow(`invalid configuration: ${name}: is no longer read: organizations install their own apps`);
    }
  });

  it('bounds promo codes by default, and reads the bounds', () => {
    expect(loadConfig({})).toMatchObject({ PROCTOR_PROMO_MAX_AMOUNT_CENTS: 10_000, PROCTOR_PROMO_MAX_CODE_CENTS: 1_000_000 });
    expect(loadConfig({ PROCTOR_PROMO_MAX_AMOUNT_CENTS: '500', PROCTOR_PROMO_MAX_CODE_CENTS: '0' })).toMatchObject({
      PROCTOR_PROMO_MAX_AMOUNT_CENTS: 500,
      PROCTOR_PROMO_MAX_CODE_CENTS: 0,
    });
    expect(() => loadConfig({ PROCTOR_PROMO_MAX_AMOUNT_CENTS: '0' })).toThrow(/PROCTOR_PROMO_MAX_AMOUNT_CENTS/);
    expect(() => loadConfig({ PROCTOR_PROMO_MAX_CODE_CENTS: '-1' })).toThrow(/PROCTOR_PROMO_MAX_CODE_CENTS/);
  });
});
