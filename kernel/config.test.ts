import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function failure(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('The configuration was accepted.');
}

describe('configuration', () => {
  it('runs with the defaults when nothing is set, an empty variable counting as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(4321);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.accessTokenSeconds).toBe(900);
    expect(config.databasePoolSize).toBe(10);
    expect(config.activeRequests).toBe(8);
    expect(config.liveStreamsPerUser).toBe(10);
    expect(config.demoData).toBe(true);
    expect(config.matchLogic).toBeUndefined();
  });

  it('reads numbers, URLs and switches that are well formed', () => {
    const config = loadConfig({
      PORT: '8080',
      ACCESS_TOKEN_SECONDS: '60',
      PUBLIC_ORIGIN: 'https://market.example.com',
      DATABASE_URL: 'postgresql://app@db:5432/market',
      SMTP_URL: 'smtps://user:pass@relay:465',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      MATCH_LOGIC_API_URL: 'https://llm.example.com/v1',
    });
    expect(config).toMatchObject({
      port: 8080,
      accessTokenSeconds: 60,
      publicOrigin: 'https://market.example.com',
      databaseUrl: 'postgresql://app@db:5432/market',
      smtpUrl: 'smtps://user:pass@relay:465',
      demoData: false,
      logLevel: 'warn',
      matchLogic: { apiUrl: 'https://llm.example.com/v1', apiKey: undefined, model: 'gpt-4o-mini' },
    });
  });

  it('refuses a malformed number, naming the variable and the value, instead of running with NaN', () => {
    expect(failure({ PORT: '80a' })).toContain('PORT must be a whole number from 0 to 65535 (it is "80a")');
    expect(failure({ ACCESS_TOKEN_SECONDS: '15m' })).toContain('ACCESS_TOKEN_SECONDS must be a whole number');
    expect(failure({ PORT: '70000' })).toContain('PORT must be at most 65535');
    expect(failure({ DATABASE_POOL_SIZE: '0' })).toContain('DATABASE_POOL_SIZE must be at least 1');
    expect(failure({ ACTIVE_REQUESTS: 'many' })).toContain('ACTIVE_REQUESTS must be a whole number');
  });

  it('takes cards through the embedded test gateway unless PayTrace and its whole account are configured', () => {
    expect(loadConfig({}).payments).toMatchObject({ gateway: 'test', defaultServiceChargeBps: 1000, paytrace: { apiUrl: 'https://api.paytrace.com', timeoutMs: 30_000 } });
    const account = { PAYTRACE_USERNAME: 'api-user', PAYTRACE_PASSWORD: 'secret', PAYTRACE_INTEGRATOR_ID: 'ABC123' };
    expect(loadConfig({ PAYMENT_GATEWAY: 'paytrace', PAYTRACE_API_URL: 'https://api.sandbox.paytrace.com', PAYTRACE_TIMEOUT_MS: '5000', ...account }).payments).toMatchObject({
      gateway: 'paytrace',
      paytrace: { apiUrl: 'https://api.sandbox.paytrace.com', username: 'api-user', integratorId: 'ABC123', timeoutMs: 5000 },
    });
    expect(failure({ PAYMENT_GATEWAY: 'paytrace', PAYTRACE_USERNAME: 'api-user' })).toBe('PAYMENT_GATEWAY=paytrace needs PAYTRACE_PASSWORD, PAYTRACE_INTEGRATOR_ID.');
    expect(failure({ PAYMENT_GATEWAY: 'stripe' })).toContain('PAYMENT_GATEWAY must be test or paytrace');
    expect(failure({ PAYTRACE_TIMEOUT_MS: '10' })).toContain('PAYTRACE_TIMEOUT_MS must be at least 100');
  });

  it('refuses a malformed URL or switch, naming every bad variable at once', () => {
    const message = failure({ PUBLIC_ORIGIN: 'market.example.com', DATABASE_URL: 'mysql://db/x', DEMO_DATA: 'yes', LOG_LEVEL: 'loud' });
    expect(message).toContain('PUBLIC_ORIGIN must be a URL like https://market.example.com (it is "market.example.com")');
    expect(message).toContain('DATABASE_URL must be a URL like postgres://');
    expect(message).toContain('DEMO_DATA must be true or false (it is "yes")');
    expect(message).toContain('LOG_LEVEL must be debug, info, warn, error or silent');
  });

  it('chooses the object store and the metrics port, and names what is missing or malformed', () => {
    expect(loadConfig({})).toMatchObject({ blobStore: { kind: 'local' }, metrics: undefined });
    expect(
      loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', METRICS_PORT: '9464' }),
    ).toMatchObject({
      blobStore: { kind: 's3', bucket: 'files', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true },
      metrics: { port: 9464, host: '127.0.0.1' },
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(failure({ BLOB_STORE: 's3' })).toContain('S3_BUCKET is required when BLOB_STORE=s3');
    expect(failure({ BLOB_STORE: 'gcs' })).toContain('BLOB_STORE must be local or s3');
    expect(failure({ METRICS_HOST: '0.0.0.0.0' })).toContain('METRICS_HOST must be an IP address');
  });
});
