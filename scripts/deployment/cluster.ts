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
  await waitUntilReady(`${url}/healthz`, started, 150_000);
  return { name, url, process: started, dataDir, ...(metricsPort ? { metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` } : {}) };
}

export async function startCluster(adminUrl: string): Promise<Cluster> {
  const name = `deployment_${process.pid}_${Date.now()}`;
  await adminQueries(adminUrl, [`create database ${name}`]);
  const url = databaseUrl(adminUrl, name);
  const s3 = await startS3Server('marketplace-files');
  const smtp = startSmtp();
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
  const apis = await Promise.all([startInstance('api-1', apiEnv, true), startInstance('api-2', apiEnv, true)]);
  const apiBalancer = await startLoadBalancer(apis.map((a) => a.url));
  const edgeEnv = { ...shared, API_URL: apiBalancer.url };
  const edges = await Promise.all([startInstance('edge-1', edgeEnv, false), startInstance('edge-2', edgeEnv, false)]);
  const site = await startLoadBalancer(edges.map((e) => e.url), sitePort);
  return {
    site,
    apiBalancer,
    apis,
    edges,
    s3,
    smtp,
    databaseUrl: url,
    close: async () => {
      await Promise.all([...edges, ...apis].map((i) => i.process.stop()));
      await Promise.all([...edges, ...apis].map((i) => rm(i.dataDir, { recursive: true, force: true })));
      await site.close();
      await apiBalancer.close();
      await smtp.close();
      await s3.close();
      await adminQueries(adminUrl, [`drop database if exists ${name} with (force)`]);
    },
  };
}
