import type { ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { LogoMark } from '../ui/Logo';
import { brand, card, intro as introClass, screen, title as titleClass } from './auth.css';

/** The centred card every account screen sits in: the product mark, a title, the content. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className={screen}>
      <main className={card}>
        <div className={brand}>
          <LogoMark />
          <span>{ru.app.name}</span>
        </div>
        <h1 className={titleClass}>{title}</h1>
        {intro && <p className={introClass}>{intro}</p>}
        {children}
      </main>
    </div>
  );
}
