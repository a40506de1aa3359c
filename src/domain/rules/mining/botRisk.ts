// Risk of a bot (docs/product.md §9): the network rule for bots of the authenticated mining-bot API, the
// strategy rule otherwise.
import type { Network } from '../../contracts/values';
import type { RiskLevel, StrategyDetails } from '../../contracts/types';

const NETWORK_RISK: Readonly<Partial<Record<Network, RiskLevel>>> = { ethereum: 'HIGH', arbitrum: 'MEDIUM', polygon: 'LOW' };

/** ethereum HIGH, arbitrum MEDIUM, polygon LOW; any other network is taken as MEDIUM. */
export function networkRisk(network: string): RiskLevel {
  return (NETWORK_RISK as Readonly<Record<string, RiskLevel>>)[network.toLowerCase()] ?? 'MEDIUM';
}

/** LOW if stop loss <= 30 and max position <= 0.5; HIGH if stop loss >= 70 or size >= 2; otherwise MEDIUM. */
export function strategyRisk(details: Pick<StrategyDetails, 'stop_loss_percent' | 'max_position_size'> | null | undefined): RiskLevel {
  if (!details) return 'MEDIUM';
  const stop = Number(details.stop_loss_percent);
  const size = Number(details.max_position_size);
  if (!Number.isFinite(stop) || !Number.isFinite(size)) return 'MEDIUM';
  if (stop <= 30 && size <= 0.5) return 'LOW';
  if (stop >= 70 || size >= 2) return 'HIGH';
  return 'MEDIUM';
}
