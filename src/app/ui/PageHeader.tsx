import type { ReactNode } from 'react';
import { pageHeader, pageSubtitle, pageTitle } from './ui.css';

export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className={pageHeader}>
      <h1 className={pageTitle}>{title}</h1>
      {subtitle && <p className={pageSubtitle}>{subtitle}</p>}
      {children}
    </header>
  );
}
