// /mining/bots/$botId/journal: the bot's journal on a page of its own (issue 54); its level and
// search are the page's address (?level=&q=), so a filtered journal can be linked and reloaded.
import { useCallback } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import type { JournalFilter } from '../../../domain/rules/mining/journal';
import { BotJournal } from '../../journal/BotJournal';
import { BotPageFrame } from './BotPageFrame';

const route = getRouteApi('/mining/bots/$botId/journal');

export function MiningBotJournal() {
  const { level, q } = route.useSearch();
  const navigate = route.useNavigate();
  const filter: JournalFilter = { level: level ?? 'all', search: q ?? '' };
  const onFilter = useCallback(
    (next: JournalFilter) =>
      void navigate({
        search: { level: next.level === 'all' ? undefined : next.level, q: next.search || undefined },
        replace: true,
      }),
    [navigate],
  );
  return <BotPageFrame>{(bot) => <BotJournal botId={bot.id} botName={bot.name} filter={filter} onFilter={onFilter} />}</BotPageFrame>;
}
