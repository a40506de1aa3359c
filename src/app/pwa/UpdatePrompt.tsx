import { useEffect, useState } from 'react';
import { ru } from '../i18n/ru';
import { Button } from '../ui/Button';
import { frameSkip } from '../ui/pageReady';
import type { SwHandle } from './registerSW';
import { prompt, promptText } from './pwa.css';

export function UpdatePrompt() {
  const [handle, setHandle] = useState<SwHandle | null>(null);
  useEffect(() => {
    // Loaded when it runs (after load and idle anyway), so the first screen does not carry it.
    void import('./registerSW').then(({ registerSW }) => registerSW(setHandle));
  }, []);
  if (!handle) return null;
  return (
    <div role="status" className={prompt} {...frameSkip}>
      <span className={promptText}>{ru.pwa.updateReady}</span>
      <Button variant="primary" onClick={() => handle.update()}>
        {ru.pwa.updateNow}
      </Button>
      <Button variant="ghost" onClick={() => setHandle(null)}>
        {ru.pwa.later}
      </Button>
    </div>
  );
}
