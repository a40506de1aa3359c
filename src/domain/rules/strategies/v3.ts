// Uniswap-v3 concentrated-liquidity math for a token0/token1 pool (token0 = the base asset such as
// ETH, token1 = USDT, price = USDT per base). Liquidity L is in the pool's own units: amounts are
// x = L(1/√P − 1/√Pb), y = L(√P − √Pa) inside [Pa, Pb], all in one token outside. The simulator and
// the app (the what-if of price) share this one implementation.

export interface Range {
  lower: number;
  upper: number;
}
export interface Amounts {
  base: number;
  quote: number;
}

function check(range: Range, price: number): void {
  if (!(range.lower > 0 && range.upper > range.lower && price > 0)) {
    throw new RangeError(`invalid range ${range.lower}..${range.upper} at ${price}`);
  }
}

/** Token amounts held by liquidity `liquidity` at `price`. */
export function amountsAt(liquidity: number, range: Range, price: number): Amounts {
  check(range, price);
  const sa = Math.sqrt(range.lower);
  const sb = Math.sqrt(range.upper);
  if (price <= range.lower) return { base: liquidity * (1 / sa - 1 / sb), quote: 0 };
  if (price >= range.upper) return { base: 0, quote: liquidity * (sb - sa) };
  const sp = Math.sqrt(price);
  return { base: liquidity * (1 / sp - 1 / sb), quote: liquidity * (sp - sa) };
}

/** USD (quote) value of the position at `price`, fees excluded. */
export function valueAt(liquidity: number, range: Range, price: number): number {
  const a = amountsAt(liquidity, range, price);
  return a.base * price + a.quote;
}

/** Liquidity bought by investing `usd` at `price` (the swap into the right split is free). */
export function liquidityForValue(usd: number, range: Range, price: number): number {
  const perUnit = valueAt(1, range, price);
  return perUnit > 0 ? usd / perUnit : 0;
}

/** Liquidity minted from given amounts at `price` (the limiting token decides, as in the pool). */
export function liquidityForAmounts(amounts: Amounts, range: Range, price: number): number {
  check(range, price);
  const sa = Math.sqrt(range.lower);
  const sb = Math.sqrt(range.upper);
  if (price <= range.lower) return amounts.base / (1 / sa - 1 / sb);
  if (price >= range.upper) return amounts.quote / (sb - sa);
  const sp = Math.sqrt(price);
  const fromBase = amounts.base / (1 / sp - 1 / sb);
  const fromQuote = amounts.quote / (sp - sa);
  return Math.min(fromBase, fromQuote);
}

export function inRange(range: Range, price: number): boolean {
  return price >= range.lower && price <= range.upper;
}

/** Impermanent loss against holding the amounts deposited at `entryPrice`: USD (≤ 0) and percent. */
export function impermanentLoss(liquidity: number, range: Range, entryPrice: number, price: number): { usd: number; percent: number } {
  const held = amountsAt(liquidity, range, entryPrice);
  const holdValue = held.base * price + held.quote;
  const lpValue = valueAt(liquidity, range, price);
  const usd = lpValue - holdValue;
  return { usd, percent: holdValue > 0 ? (usd / holdValue) * 100 : 0 };
}
