/** The card gateway PAYMENT_GATEWAY names, one per configuration (PayTrace's driver keeps its OAuth token between calls). */
import type { Deps } from '../../deps.ts';
import { purposeSecret } from '../../auth/secrets.ts';
import type { CardGateway } from './gateway.ts';
import { payTraceGateway } from './paytrace.ts';
import { testGateway, TEST_TOKEN_PURPOSE } from './test-gateway.ts';

const made = new WeakMap<Deps['config'], CardGateway>();

export function gatewayOf(deps: Pick<Deps, 'config' | 'db' | 'keys' | 'now'>): CardGateway {
  const known = made.get(deps.config);
  if (known) return known;
  const { gateway, paytrace } = deps.config.payments;
  const driver =
    gateway === 'paytrace'
      ? payTraceGateway({
          apiUrl: paytrace.apiUrl,
          username: paytrace.username ?? '',
          password: paytrace.password ?? '',
          integratorId: paytrace.integratorId ?? '',
          timeoutMs: paytrace.timeoutMs,
        })
      : testGateway({ db: deps.db, secret: purposeSecret(deps, TEST_TOKEN_PURPOSE), now: deps.now });
  made.set(deps.config, driver);
  return driver;
}
