// The overview's own blocks, by id: the page's layouts name them, OverviewBlocks.tsx draws them.
// Apart from the blocks' code, so the first screen can tell them from the variants' without it.
const OVERVIEW_BLOCK_IDS = ['equity', 'network', 'hourly', 'risk', 'actions', 'activity', 'market'] as const;
export type OverviewBlockId = (typeof OVERVIEW_BLOCK_IDS)[number];

export function isOverviewBlock(id: string): id is OverviewBlockId {
  return (OVERVIEW_BLOCK_IDS as readonly string[]).includes(id);
}
