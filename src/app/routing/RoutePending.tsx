import { ru } from '../i18n/ru';
import { LoadingCard } from '../ui/States';

/** What a page shows while its code or its route's data is on the way. */
export function RoutePending() {
  return <LoadingCard text={ru.frame.loading.loading} />;
}
