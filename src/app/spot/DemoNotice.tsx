import { ru } from '../i18n/ru';
import { Notice } from '../ui/Notice';

/** Every demo page says what it is: 'демо-данные' and one line about the page. */
export function DemoNotice({ text }: { text: string }) {
  return <Notice kind="warning"><strong>{ru.demos.demoData}</strong> · {text}</Notice>;
}
