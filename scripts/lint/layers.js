// The layering of docs/architecture.md as a lint rule: which room of the repository may import
// which. Every relative import (static, re-export or dynamic) is resolved against the importing
// file and checked against the table below; packages are left to `no-restricted-imports`.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Screens grouped by section: a section never imports another section. */
const SECTIONS = ['admin', 'dashboard', 'futures', 'hedge', 'mining', 'notifications', 'positions', 'settings', 'signals', 'spot'];
/** Shared rooms of src/app that sections build on: they import no section. */
const KITS = ['alerts', 'charts', 'data', 'demo', 'i18n', 'journal', 'theme', 'ui'];
/** The one room that mounts sections: the route tree. The frame (layout, session, …) imports none. */
const MOUNTS_SECTIONS = 'routing';

/**
 * What each layer may import (path prefixes from the repository root). `typeOnly` targets may be
 * imported for their types only: they are erased from the bundle.
 */
const LAYERS = [
  { layer: 'src/domain/', allow: ['src/domain/'], why: 'src/domain imports nothing outside itself' },
  { layer: 'src/db/', allow: ['src/db/', 'src/domain/', 'src/startup/frame'], why: 'src/db is the IndexedDB schema over domain types' },
  {
    layer: 'src/worker/',
    allow: ['src/worker/', 'src/db/', 'src/domain/', 'src/startup/frame'],
    why: 'the worker never imports the app or the service worker',
  },
  {
    layer: 'src/sw/',
    allow: ['src/sw/', 'src/db/', 'src/domain/', 'src/startup/frame', 'src/startup/sw/'],
    why: 'the service worker never imports the app or the data worker',
  },
  {
    layer: 'src/app/',
    allow: ['src/app/', 'src/domain/', 'src/startup/page/'],
    typeOnly: ['src/worker/api'],
    why: 'the app reaches the worker only through the types of src/worker/api.ts',
  },
  // The start-up room: the last frame's rules, and its part in each runtime.
  {
    layer: 'src/startup/page/',
    allow: ['src/startup/page/', 'src/startup/frame', 'src/app/', 'src/domain/'],
    typeOnly: ['src/worker/api'],
    why: "the page's part of the start-up builds on the app alone",
  },
  {
    layer: 'src/startup/sw/',
    allow: ['src/startup/sw/', 'src/startup/frame', 'src/sw/', 'src/db/', 'src/domain/'],
    why: "the service worker's part of the start-up builds on the service worker alone",
  },
  { layer: 'src/startup/', allow: ['src/startup/frame', 'src/domain/'], why: "the last frame's rules are pure" },
  { layer: 'server/', allow: ['server/', 'src/domain/'], why: 'the server imports only src/domain' },
];

/** The start-up room: the app's entry and its layout start it, never the shared rooms or a section. */
const STARTUP = 'src/startup/';

/** Browser code takes the contract's types, never its schema runtime (TypeBox stays on the server). */
const CLIENT = ['src/app/', 'src/worker/', 'src/sw/', 'src/db/', 'src/startup/'];
const CONTRACTS = 'src/domain/contracts/';
const CONTRACT_VALUES = 'src/domain/contracts/values';
/** The UI models: types only, no schema behind them. */
const CONTRACT_TYPES = 'src/domain/contracts/types';

const relative = (file) => path.relative(root, file).split(path.sep).join('/');
const withoutExtension = (file) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');
const under = (file, prefix) => file === prefix || file.startsWith(prefix) || withoutExtension(file) === prefix;
/** The first folder under src/app/ (a section, a kit or a room of the frame). */
const appRoom = (file) => (file.startsWith('src/app/') ? file.split('/')[2] : null);

/** Why importing `target` from `source` breaks the layering, or null when it does not. */
export function layerViolation(source, target, typeOnly) {
  const from = appRoom(source);
  if (target.startsWith(STARTUP) && (SECTIONS.includes(from) || KITS.includes(from))) {
    const who = SECTIONS.includes(from) ? 'a section' : `the shared room ${from}`;
    return `the start-up room (src/startup) is started by the app's entry and layout, never imported by ${who} (imports ${withoutExtension(target)})`;
  }
  const layer = LAYERS.find((l) => source.startsWith(l.layer));
  if (layer) {
    const typeAllowed = (layer.typeOnly ?? []).some((p) => under(target, p));
    if (typeAllowed && !typeOnly) return `${withoutExtension(target)} may be imported for its types only (import type): ${layer.why}`;
    if (!typeAllowed && !layer.allow.some((p) => under(target, p))) return `${layer.why} (imports ${withoutExtension(target)})`;
  }
  if (
    CLIENT.some((p) => source.startsWith(p)) &&
    target.startsWith(CONTRACTS) &&
    !under(target, CONTRACT_VALUES) &&
    !under(target, CONTRACT_TYPES) &&
    !typeOnly
  ) {
    return `browser code imports the contract's types only (import type), never the schema runtime; value lists come from ${CONTRACT_VALUES}`;
  }
  const to = appRoom(target);
  if (from && to && from !== to && SECTIONS.includes(to)) {
    if (SECTIONS.includes(from))
      return `a section does not import another section (${from} imports ${to}): move what both need to a shared room (${KITS.join(', ')})`;
    if (KITS.includes(from)) return `the shared room ${from} imports no section (imports ${to})`;
    if (from !== MOUNTS_SECTIONS && !from.includes('.'))
      return `only the route tree (src/app/${MOUNTS_SECTIONS}) mounts a section; ${from} imports ${to}: move what both need to a shared room`;
  }
  return null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layering of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const source = relative(context.filename);
    function check(node, specifier, typeOnly) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = relative(path.resolve(path.dirname(context.filename), specifier.replace(/\?.*$/, '')));
      const message = layerViolation(source, target, typeOnly);
      if (message) context.report({ node, message });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, isTypeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, isTypeOnly(node)),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, false),
    };
  },
};

export default { rules: { imports: rule } };
