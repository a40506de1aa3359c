// /mining/bots/$botId: one bot's price chart with its trades, and its wallet (issue 54).
import { BotPageFrame } from './BotPageFrame';
import { BotPriceChart } from './BotPriceChart';
import { BotWallet } from './BotWallet';

export function MiningBotDetail() {
  return (
    <BotPageFrame>
      {(bot) => (
        <>
          <BotPriceChart bot={bot} />
          <BotWallet bot={bot} />
        </>
      )}
    </BotPageFrame>
  );
}
