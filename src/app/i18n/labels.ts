// Names of codes the backend sends, through the catalogue: written one way on every screen.
import { ru } from './ru';

/** 'arbitrum' → 'Arbitrum', 'bsc' → 'BSC'; an unknown network is shown as sent, '' as '—'. */
export function networkName(network: string | null | undefined): string {
  if (!network) return '—';
  return (ru.networks as Record<string, string>)[network.toLowerCase()] ?? network;
}
