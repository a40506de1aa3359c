// Small display helpers of the dashboard blocks (kept out of the chart modules so that using them
// never pulls the charts into the first screen).
export function networkName(network: string): string {
  if (!network) return '—';
  return network.charAt(0).toUpperCase() + network.slice(1);
}
