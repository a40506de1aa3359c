// /mining/bots/$botId/journal: the bot's journal on a page of its own (issue 54).
import { BotJournal } from '../../journal/BotJournal';
import { BotPageFrame } from './BotPageFrame';

export function MiningBotJournal() {
  return <BotPageFrame>{(bot) => <BotJournal botId={bot.id} botName={bot.name} />}</BotPageFrame>;
}
