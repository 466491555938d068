/**
 * The README's "at scale" shape on this machine: a fresh PostgreSQL database, an S3-compatible server, a mail
 * catcher over SMTP, two API hosts (SERVE=api) behind a load balancer, two edges (API_URL) behind the public one.
 * Every process binds 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { adminQueries, databaseUrl } from '#api/testing/postgres-admin.ts';
import { startS3Server, s3rverCredentials, type TestS3Server } from '#api/testing/s3-server.ts';
import { startSmtp } from '#api/testing/smtp-server.ts';
import { freePort } from '../../bench/free-port.ts';
import { startNode, waitUntilReady, type Started } from '../../bench/processes.ts';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.ts';

export interface Instance {
  name: string;
  url: string;
  metricsUrl?: string;
  process: Started;
  dataDir: string;
}

export interface Cluster {
  site: LoadBalancer;
  apiBalancer: LoadBalancer;
  apis: Instance[];
  edges: Instance[];
  s3: TestS3Server;
  smtp: ReturnType<typeof startSmtp>;
  databaseUrl: string;
  close(): Promise<void>;
}

const server = path.join(import.meta.dirname, '..', '..', 'edge', 'server.ts');

async function startInstance(name: string, env: NodeJS.ProcessEnv, withMetrics: boolean): Promise<Instance> {
  const port = await freePort();
  const metricsPort = withMetrics ? await freePort() : undefined;
  const dataDir = await mkdtemp(path.join(tmpdir(), `deployment-${name}-`));
  const started = startNode([server], { ...env, PORT: String(port), DATA_DIR: dataDir, ...(metricsPort ? { METRICS_PORT: String(metricsPort) } : {}) });
  const url = `http://127.0.0.1:${port}`;
  const instance = { name, url, process: started, dataDir, ...(metricsPort ? { metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` } : {}) };
  await waitUntilReady(`${url}/healthz`, started, 150_000).catch(async (error: unknown) => {
    await stopInstance(instance);
    throw error;
  });
  return instance;
}

async function stopInstance(instance: Instance): Promise<void> {
  await instance.process.stop();
  await rm(instance.dataDir, { recursive: true, force: true });
}

/** What has been started so far, stopped last first: by `close`, or at once when a later part fails to start. */
class StartedParts {
  readonly #stops: (() => Promise<unknown>)[] = [];

  add<T>(part: T, stop: (part: T) => Promise<unknown>): T {
    this.#stops.push(() => stop(part));
    return part;
  }

  /** Instances started side by side: each that started is kept for stopping, and the first failure is thrown. */
  async all(starts: Promise<Instance>[]): Promise<Instance[]> {
    const results = await Promise.allSettled(starts);
    const instances = results.flatMap((result) => (result.status === 'fulfilled' ? [this.add(result.value, stopInstance)] : []));
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    return instances;
  }

  /** Stops every part, even past one that fails to stop, then throws the first such failure. */
  async stopAll(): Promise<void> {
    const failures: unknown[] = [];
    for (const stop of this.#stops.splice(0).reverse()) await stop().catch((error: unknown) => failures.push(error));
    if (failures.length > 0) throw failures[0];
  }
}

/**
 * Starts the cluster on a new database of the server at `adminUrl`. `extraEnv` is added to every instance's settings.
 * When a part fails to start, what had started is stopped and the database dropped before the error is thrown.
 */
export async function startCluster(adminUrl: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Cluster> {
  const name = `deployment_${process.pid}_${Date.now()}`;
  const parts = new StartedParts();
  try {
    await adminQueries(adminUrl, [`create database ${name}`]);
    parts.add(name, () => adminQueries(adminUrl, [`drop database if exists ${name} with (force)`]));
    const url = databaseUrl(adminUrl, name);
    const s3 = parts.add(await startS3Server('marketplace-files'), (server) => server.close());
    const smtp = parts.add(startSmtp(), (catcher) => catcher.close());
    const smtpPort = await smtp.listening;
    const sitePort = await freePort();
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const shared: NodeJS.ProcessEnv = {
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: `http://127.0.0.1:${sitePort}`,
      DATABASE_URL: url,
      JWT_PRIVATE_KEY: JSON.stringify(await exportJWK(privateKey)),
      LINK_SECRET: randomBytes(32).toString('base64'),
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      CAPTCHA_MAX_NUMBER: '1000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    };
    const apiEnv: NodeJS.ProcessEnv = {
      ...shared,
      SERVE: 'api',
      DEMO_DATA: 'true',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      BLOB_STORE: 's3',
      S3_BUCKET: s3.options.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
    };
    // Both API hosts start together: one migrates and seeds under the advisory locks, the other waits for it.
    const apis = await parts.all([startInstance('api-1', apiEnv, true), startInstance('api-2', apiEnv, true)]);
    const apiBalancer = parts.add(await startLoadBalancer(apis.map((a) => a.url)), (balancer) => balancer.close());
    const edgeEnv = { ...shared, API_URL: apiBalancer.url };
    const edges = await parts.all([startInstance('edge-1', edgeEnv, false), startInstance('edge-2', edgeEnv, false)]);
    const site = parts.add(await startLoadBalancer(edges.map((e) => e.url), sitePort), (balancer) => balancer.close());
    return { site, apiBalancer, apis, edges, s3, smtp, databaseUrl: url, close: () => parts.stopAll() };
  } catch (error) {
    // The failure to start is the one to report; one to stop is secondary.
    await parts.stopAll().catch(() => undefined);
    throw error;
  }
}
