// JSON-schema pieces shared by the routes: ids, capped strings, bounded numbers, the enums of SPEC §5.
import { BOT_NETWORKS, BOT_PAIRS } from '../../src/domain/botForm';
import { ANALYSIS_INTERVALS, HEDGE_NETWORKS, HEDGE_SYMBOLS } from '../../src/domain/hedgeBotForm';

export const MAX_ID = 2_147_483_647;

export const id = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
export const str = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const num = (minimum: number, maximum: number) => ({ type: 'number', minimum, maximum }) as const;
export const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;
export const bool = { type: 'boolean' } as const;
export const oneOf = <T extends readonly string[]>(values: T) => ({ type: 'string', enum: [...values] }) as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id },
} as const;

/** Routes without input still refuse unexpected query parameters. */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

export const LIMITS = {
  name: 100,
  text: 1000,
  wallet: 100,
  secret: 256,
  url: 500,
  email: 254,
  username: 50,
  password: 128,
} as const;

/** Networks and pairs a mining bot may use (SPEC §5); base appears in sample data and is accepted. */
export const MINING_NETWORKS = [...BOT_NETWORKS, 'base'] as const;
export const MINING_PAIRS = [...BOT_PAIRS] as const;
export const HEDGE_NETWORK_LIST = [...HEDGE_NETWORKS] as const;
export const HEDGE_SYMBOL_LIST = [...HEDGE_SYMBOLS] as const;
export const INTERVALS = [...ANALYSIS_INTERVALS] as const;
