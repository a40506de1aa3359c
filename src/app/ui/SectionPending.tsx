import { ru } from '../i18n/ru';
import { card, muted } from './ui.css';

/** What a route shows until its screen lands: the layout and title only, never made-up figures. */
export function SectionPending() {
  return (
    <div className={card}>
      <p className={muted}>{ru.app.sectionPending}</p>
    </div>
  );
}
