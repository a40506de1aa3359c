import { Link } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { screen } from './errors.css';

/** 'Страница не найдена' as the whole page. */
export function NotFound() {
  return (
    <section className={screen}>
      <h1>{ru.errors.notFound}</h1>
      <NotFoundHint />
    </section>
  );
}

/** Inside a section the frame's title already says 'Страница не найдена' (the route's title). */
export function SectionNotFound() {
  return (
    <section className={screen}>
      <NotFoundHint />
    </section>
  );
}

function NotFoundHint() {
  return (
    <>
      <p>{ru.errors.notFoundHint}</p>
      <Link to="/">{ru.errors.toHome}</Link>
    </>
  );
}
