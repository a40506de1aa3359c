import { describe, expect, it } from 'vitest';
import { addLandingPreloads } from './preloadLandingRoute';

const HTML = `<head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body></body>`;

const chunks = [
  { type: 'chunk' as const, fileName: 'assets/index-1.js', facadeModuleId: '/app/src/main.tsx', imports: ['assets/react-1.js'] },
  {
    type: 'chunk' as const,
    fileName: 'assets/Dashboard-1.js',
    facadeModuleId: '/app/src/app/dashboard/DashboardSection.tsx',
    imports: ['assets/index-1.js', 'assets/react-1.js', 'assets/Card-1.js'],
  },
  {
    type: 'chunk' as const,
    fileName: 'assets/Mining-1.js',
    facadeModuleId: '/app/src/app/mining/MiningSection.tsx',
    imports: ['assets/Table-1.js'],
  },
  { type: 'asset' as const, fileName: 'assets/style-1.css' },
];

describe('addLandingPreloads', () => {
  it('preloads the landing chunk and its imports the page does not load yet, at low priority, in <head>', () => {
    const out = addLandingPreloads(HTML, chunks, 'src/app/dashboard/DashboardSection.tsx');
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
        '  <link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/Dashboard-1.js">\n' +
        '  <link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/Card-1.js">\n</head>',
    );
    expect(out.match(/react-1\.js/g)).toHaveLength(1);
    expect(out.match(/index-1\.js/g)).toHaveLength(1);
    expect(out).not.toContain('Mining-1.js');
    expect(out).not.toContain('Table-1.js');
  });

  it('fails the build when the landing module is not in the bundle', () => {
    expect(() => addLandingPreloads(HTML, chunks, 'src/app/dashboard/Gone.tsx')).toThrow(/no chunk/);
  });
});
