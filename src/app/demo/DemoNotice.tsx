import { demosRu } from '../i18n/sections/demos';
import { Notice } from '../ui/Notice';

/** Every demo page says what it is: 'демо-данные' and one line about the page. */
export function DemoNotice({ text }: { text: string }) {
  return (
    <Notice kind="warning">
      <strong>{demosRu.demoData}</strong> · {text}
    </Notice>
  );
}
