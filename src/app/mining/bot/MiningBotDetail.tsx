// /mining/bots/$botId: one bot's price chart with its trades, and its wallet (issue 54).
import { BotPageFrame, useBotId } from './BotPageFrame';
import { BotPriceChart } from './BotPriceChart';
import { BotWallet, useWallet } from './BotWallet';

export function MiningBotDetail() {
  const wallet = useWallet(useBotId());
  return (
    <BotPageFrame report={[wallet.balance, wallet.transactions]}>
      {(bot) => (
        <>
          <BotPriceChart bot={bot} />
          <BotWallet bot={bot} wallet={wallet} />
        </>
      )}
    </BotPageFrame>
  );
}
