import { describe, expect, it } from 'vitest';
import { remember } from './lazyPage';

const Page = () => <p>страница</p>;

describe('lazyPage', () => {
  it('once the module is in, a later load answers with it and imports nothing again', async () => {
    let imports = 0;
    const module = { MiningPage: Page };
    const load = remember(() => {
      imports += 1;
      return Promise.resolve(module);
    });
    await load();
    expect(await load()).toBe(module);
    expect(imports).toBe(1);
  });
});
