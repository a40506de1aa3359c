import { lazyRouteComponent } from '@tanstack/react-router';

/**
 * The login card, in a chunk of its own: '/' never shows it, signed in or out, so the first screen
 * does not carry it (docs/decisions/0055). A start the signed-in hint calls signed out fetches it
 * before the first render (main.tsx), so the card is still the first thing such a visitor sees.
 */
export const LoginCard = lazyRouteComponent(() => import('./LoginCard'), 'LoginCard');
