// The price process of one symbol: geometric Brownian motion whose volatility itself wanders
// (a log-OU multiplier), which gives calm and busy stretches like real markets. Volume follows
// the volatility.
import { Rng } from './random';
import { SECONDS_PER_YEAR, type SymbolSpec } from './symbols';

const VOL_MEAN_REVERSION_SEC = 6 * 3600;
const VOL_OF_VOL = 0.35;

export interface Step {
  price: number;
  volumeUsd: number;
}

export class PriceProcess {
  private logVolMult = 0;

  constructor(
    readonly spec: SymbolSpec,
    private readonly rng: Rng,
    public price: number,
  ) {}

  /** Advances the price by `dtSec` simulated seconds. */
  step(dtSec: number): Step {
    const a = Math.min(1, dtSec / VOL_MEAN_REVERSION_SEC);
    this.logVolMult = this.logVolMult * (1 - a) + VOL_OF_VOL * Math.sqrt(a) * this.rng.normal();
    const volMult = Math.exp(this.logVolMult);
    const sigma = this.spec.annualVol * volMult * Math.sqrt(dtSec / SECONDS_PER_YEAR);
    this.price *= Math.exp(-0.5 * sigma * sigma + sigma * this.rng.normal());
    const volumeUsd = this.spec.dailyVolumeUsd * (dtSec / 86400) * volMult * Math.exp(0.4 * this.rng.normal() - 0.08);
    return { price: this.price, volumeUsd };
  }

  /** One bar of `dtSec`: open, close and plausible extremes, for back-filled history. */
  bar(dtSec: number): { open: number; high: number; low: number; close: number; volumeUsd: number } {
    const open = this.price;
    const { price: close, volumeUsd } = this.step(dtSec);
    const sigma = this.spec.annualVol * Math.exp(this.logVolMult) * Math.sqrt(dtSec / SECONDS_PER_YEAR);
    const high = Math.max(open, close) * Math.exp(Math.abs(this.rng.normal()) * sigma * 0.5);
    const low = Math.min(open, close) * Math.exp(-Math.abs(this.rng.normal()) * sigma * 0.5);
    return { open, high, low, close, volumeUsd };
  }
}
