// The user's mining bots and a lookup of their names, so a position can name its bot.
import { useMemo } from 'react';
import { botNamer } from '../../../domain/rules/mining/botName';
import type { Bot } from '../../../domain/contracts/types';
import { useSnapshot } from '../../data/useSnapshot';
import { miningRu } from '../../i18n/sections/mining';
import { fill } from '../../i18n/fill';

const NO_PARAMS = {} as Record<string, never>;
const NO_BOTS: Bot[] = [];
const unknownBot = (id: number) => fill(miningRu.history.botName, { id });

export function useBotNames(): { bots: readonly Bot[]; botName: (id: number) => string } {
  const snapshot = useSnapshot('bots', NO_PARAMS);
  const bots = snapshot.data ?? NO_BOTS;
  const botName = useMemo(() => botNamer(bots, unknownBot), [bots]);
  return { bots, botName };
}
