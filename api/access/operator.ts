/** The operator of the platform running a command against a running server (api/auth/operator-token.ts). */
import { forbidden } from '../http/errors.ts';
import { isOperator } from '../auth/operator-token.ts';
import { declare } from './access.ts';

export const OPERATOR_ONLY = 'Only an operator command of this server can do this.';

export const operator = declare<{ operator: true }>({
  name: 'operator',
  refusal: OPERATOR_ONLY,
  signedIn: false,
  record: false,
  description: 'An operator command holding a credential made from the server’s keys (Authorization: Operator …). Anyone else gets 403.',
  resolve: async ({ deps, authorization, refusal }) => {
    if (!isOperator(deps, authorization, deps.now())) throw forbidden(refusal);
    return { operator: true };
  },
});
