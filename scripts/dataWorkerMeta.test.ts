import { describe, expect, it } from 'vitest';
import { addDataWorkerMeta } from './dataWorkerMeta';

const HTML = `<head>
  <script type="module" crossorigin src="/assets/index-1.js"></script>
</head><body></body>`;

describe('addDataWorkerMeta', () => {
  it("names the script the entry's `new Worker(new URL(…))` starts, in <head>", () => {
    const chunks = [
      { type: 'chunk' as const, code: 'import"./react-1.js";' },
      { type: 'chunk' as const, code: 'const w=new Worker(new URL("/assets/main-9.js",import.meta.url),{type:"module",name:"data"});' },
      { type: 'asset' as const },
    ];
    const out = addDataWorkerMeta(HTML, chunks);
    expect(out).toContain('<meta name="lp-data-worker" content="/assets/main-9.js">\n</head>');
  });

  it('fails the build when no chunk starts the worker that way', () => {
    expect(() => addDataWorkerMeta(HTML, [{ type: 'chunk', code: 'new Worker("/w.js")' }])).toThrow(/data-worker-meta/);
  });
});
