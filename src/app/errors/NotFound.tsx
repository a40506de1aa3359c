import { Link } from '@tanstack/react-router';
import { ru } from '../i18n/ru';
import { screen } from './errors.css';

/** 'Страница не найдена'. Inside a section (under its own title) the heading is one level down. */
export function NotFound() {
  return <NotFoundBlock embedded={false} />;
}

function NotFoundBlock({ embedded }: { embedded: boolean }) {
  const Heading = embedded ? 'h2' : 'h1';
  return (
    <section className={screen}>
      <Heading>{ru.errors.notFound}</Heading>
      <p>{ru.errors.notFoundHint}</p>
      <Link to="/">{ru.errors.toHome}</Link>
    </section>
  );
}

export function SectionNotFound() {
  return <NotFoundBlock embedded />;
}
