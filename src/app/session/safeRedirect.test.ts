import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps paths of the app', () => {
    expect(safeRedirect('/mining/bots?x=1')).toBe('/mining/bots?x=1');
  });
  it('refuses other origins, non-strings and the account screens', () => {
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('/login?redirect=/x')).toBe('/');
  });
});
