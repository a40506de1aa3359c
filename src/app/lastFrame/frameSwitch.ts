// A view switch the last frame answers by itself (issue 24: the frame is interactive before the
// app is). A switch whose choice changes only how the page is laid out, not what it shows (the
// positions' grid/list), marks its group `data-frame-switch="<name>"` and each button
// `data-frame-value`; the elements it lays out carry `data-<name>` and are styled by it alone.
// public/frame-boot.js then answers a press on the frame's copy: the pressed look moves to that
// button, `data-<name>` takes its value, and FRAME_SWITCH_EVENT tells the app, which shows the
// same choice under the frame and after the hand-over. Such a press is not replayed.
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { lastFrame, underLastFrame } from './settleFrame';

/** Dispatched on document by public/frame-boot.js after it switched the frame (same name there). */
export const FRAME_SWITCH_EVENT = 'lp-frame-switch';

/** The attributes a switch's group and its buttons carry (the same names in public/frame-boot.js). */
const GROUP_ATTR = 'data-frame-switch';
const VALUE_ATTR = 'data-frame-value';
export const frameSwitchGroup = (name: string) => ({ [GROUP_ATTR]: name });
export const frameSwitchValue = (value: string) => ({ [VALUE_ATTR]: value });

/** The value the last frame's switch shows now (as taken, or as pressed on the frame), if a frame shows. */
export function frameSwitchChoice(name: string): string | null {
  const group = lastFrame()?.querySelector(`[${GROUP_ATTR}="${name}"]`);
  return group?.querySelector(`[aria-pressed="true"][${VALUE_ATTR}]`)?.getAttribute(VALUE_ATTR) ?? null;
}

/**
 * A switch's state that starts from, and follows, the last frame's copy while the frame shows: the
 * app renders under the frame what the frame shows, so the hand-over changes nothing on screen.
 * Both are applied at once, never in a later task: the hand-over (settleFrame.ts) can come in the
 * microtask after any commit of the page, and must not find the app one press behind the frame.
 */
export function useFrameSwitch<T extends string>(name: string, values: readonly T[], fallback: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => known(values, frameSwitchChoice(name)) ?? fallback);
  // A layout effect: it runs within the commit, before a hand-over could.
  useLayoutEffect(() => {
    if (!underLastFrame()) return;
    const chosen = () => known(values, frameSwitchChoice(name));
    // A press between the first render and this commit.
    const pressed = chosen();
    if (pressed) setValue(pressed);
    const follow = () => {
      const next = chosen();
      if (next) flushSync(() => setValue(next));
    };
    document.addEventListener(FRAME_SWITCH_EVENT, follow);
    return () => document.removeEventListener(FRAME_SWITCH_EVENT, follow);
  }, [name, values]);
  return [value, setValue];
}

const known = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((v) => v === value) ?? null;
