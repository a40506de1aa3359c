import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layerViolation } from './layers.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('layerViolation', () => {
  it('keeps src/domain to itself', () => {
    expect(layerViolation('src/domain/rules/portfolio/money.ts', 'src/domain/format/format.ts', false)).toBeNull();
    expect(layerViolation('src/domain/rules/portfolio/money.ts', 'src/worker/clock.ts', true)).toMatch(
      'src/domain imports nothing outside itself',
    );
  });

  it('lets the app reach the worker only through the types of src/worker/api.ts', () => {
    expect(layerViolation('src/app/ui/States.tsx', 'src/worker/api', true)).toBeNull();
    expect(layerViolation('src/app/ui/States.tsx', 'src/worker/api.ts', false)).toMatch('for its types only');
    expect(layerViolation('src/app/ui/States.tsx', 'src/worker/clock', true)).toMatch('only through the types of src/worker/api.ts');
  });

  it('keeps the app out of both workers and the server out of the browser code', () => {
    expect(layerViolation('src/worker/dataWorker.ts', 'src/app/main.tsx', false)).toMatch('never imports the app');
    expect(layerViolation('src/sw/sw.ts', 'src/worker/api', true)).toMatch('service worker');
    expect(layerViolation('server/app.ts', 'src/worker/api', true)).toMatch('server imports only src/domain');
    expect(layerViolation('server/app.ts', 'src/domain/contracts/api', false)).toBeNull();
  });

  it('gives browser code the contract types, not the schema runtime', () => {
    expect(layerViolation('src/worker/dataWorker.ts', 'src/domain/contracts/bots', false)).toMatch('never the schema runtime');
    expect(layerViolation('src/worker/dataWorker.ts', 'src/domain/contracts/bots', true)).toBeNull();
    expect(layerViolation('src/app/mining/bots/BotFormModal.tsx', 'src/domain/contracts/values', false)).toBeNull();
  });

  it('keeps sections apart and shared rooms free of sections', () => {
    expect(layerViolation('src/app/dashboard/QuickActions.tsx', 'src/app/mining/MiningSection.tsx', false)).toMatch(
      'a section does not import another section (dashboard imports mining)',
    );
    expect(layerViolation('src/app/ui/Badge.tsx', 'src/app/hedge/hedgeText.ts', false)).toMatch('the shared room ui imports no section');
    expect(layerViolation('src/app/mining/bots/BotCard.tsx', 'src/app/mining/common/miningStatus.tsx', false)).toBeNull();
    expect(layerViolation('src/app/mining/bots/BotCard.tsx', 'src/app/ui/Badge.tsx', false)).toBeNull();
    // The route tree mounts the sections; the frame around them does not.
    expect(layerViolation('src/app/routing/routeTree.tsx', 'src/app/mining/MiningSection', false)).toBeNull();
    expect(layerViolation('src/app/layout/AfterStart.tsx', 'src/app/settings/LiveNotifications', false)).toMatch(
      'only the route tree (src/app/routing) mounts a section; layout imports settings',
    );
    expect(layerViolation('src/app/layout/AfterStart.tsx', 'src/app/alerts/LiveNotifications', false)).toBeNull();
  });

  it('keeps the start-up room out of the UI kit and the sections, and each runtime to its own part of it', () => {
    expect(layerViolation('src/app/ui/useDrawnAfterFirstCommit.ts', 'src/startup/page/handOver', false)).toMatch(
      'never imported by the shared room ui',
    );
    expect(layerViolation('src/app/mining/positions/MiningPositions.tsx', 'src/startup/page/handOver.ts', false)).toMatch(
      'never imported by a section',
    );
    expect(layerViolation('src/app/data/queryClient.ts', 'src/startup/frame', true)).toMatch('the shared room data');
    // The entry and the layout start it.
    expect(layerViolation('src/app/main.tsx', 'src/startup/page/handOver', false)).toBeNull();
    expect(layerViolation('src/app/layout/AfterStart.tsx', 'src/startup/page/useFrameCapture', false)).toBeNull();
    expect(layerViolation('src/startup/page/captureFrame.ts', 'src/app/ui/pageReady', false)).toBeNull();
    expect(layerViolation('src/worker/dataWorker.ts', 'src/startup/frame', false)).toBeNull();
    expect(layerViolation('src/worker/dataWorker.ts', 'src/startup/page/handOver', false)).toMatch('the worker never imports the app');
    expect(layerViolation('src/db/frameStore.ts', 'src/startup/sw/readFrame', false)).toMatch('IndexedDB schema');
    expect(layerViolation('src/startup/frame.ts', 'src/app/ui/pageReady', false)).toMatch("the last frame's rules are pure");
  });
});

describe('the repository lint config', () => {
  // The real config over real files with one import changed: what `npm run lint` would report.
  const eslint = new ESLint({ cwd: root });
  const layerMessages = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.filter((m) => m.ruleId === 'layers/imports').map((m) => m.message);
  };

  it('fails a worker module that imports the app', async () => {
    const messages = await layerMessages('src/worker/clock.ts', "import { ru } from '../app/i18n/ru';\nexport const x = ru;\n");
    expect(messages).toEqual([expect.stringContaining('the worker never imports the app')]);
  });

  it('fails a section that imports another section, and passes the same file through a shared room', async () => {
    const file = 'src/app/positions/PositionsSection.tsx';
    expect(
      await layerMessages(file, "import { QuickActions } from '../dashboard/QuickActions';\nexport const x = QuickActions;\n"),
    ).toEqual([expect.stringContaining('positions imports dashboard')]);
    expect(await layerMessages(file, "import { downloadText } from '../ui/downloadText';\nexport const x = downloadText;\n")).toEqual([]);
  });

  it('fails the UI kit or a section importing the start-up room', async () => {
    const code = "import { lastFrame } from '../../startup/page/handOver';\nexport const x = lastFrame;\n";
    expect(await layerMessages('src/app/ui/States.tsx', code)).toEqual([expect.stringContaining('never imported by the shared room ui')]);
    expect(await layerMessages('src/app/hedge/HedgeSection.tsx', code)).toEqual([expect.stringContaining('never imported by a section')]);
    expect(await layerMessages('src/app/layout/AfterStart.tsx', code)).toEqual([]);
  });

  it('fails the app importing worker code or the schema runtime', async () => {
    const messages = await layerMessages(
      'src/app/ui/States.tsx',
      "import { systemClock } from '../../worker/clock';\nimport { Id } from '../../domain/contracts/schema';\nexport const x = [systemClock, Id];\n",
    );
    expect(messages).toHaveLength(2);
  });
});
