import {
  MintParamsSchema,
  TokenHoldersResponseSchema,
  TokenTradersResponseSchema,
} from '@solpad/core/schemas';
import type { Operation } from '../lib/operation';

/** The token page's Holders and Top traders tabs (launch/token-insights.ts), documented. */
export const TOKEN_INSIGHT_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/tokens/{mint}/holders',
    summary:
      "A token's largest holders from the chain: balance, share of supply, the venue's vault or pool and the creator labelled",
    description:
      'Query: `limit` (1–100, 20). Largest first. `holderCount` counts the non-empty token accounts (null where the RPC cannot: a remote RPC answers its 20 largest). 404 for a mint that is not a platform token.',
    params: MintParamsSchema,
    response: TokenHoldersResponseSchema,
  },
  {
    method: 'get',
    path: '/api/tokens/{mint}/traders',
    summary: "A token's traders on the venue by realized PnL (average cost, lamports), best first",
    description:
      'Query: `limit` (1–100, 20). Per wallet from its trades here: SOL spent on buys (fees included), SOL received from sells (after fees), tokens bought minus sold, realized PnL. 404 for a mint that is not a platform token.',
    params: MintParamsSchema,
    response: TokenTradersResponseSchema,
  },
];
