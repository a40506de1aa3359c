import type { ReactNode } from 'react';
import { ru } from '../i18n/ru';
import { Badge } from '../ui/Badge';
import { block, blockCaption, blockHeader, blockTitle } from './dashboard.css';

/** A titled dashboard block; sample content carries the 'демо-данные' badge in its header. */
export function Block({
  title,
  caption,
  demo = false,
  className,
  children,
}: {
  title: string;
  caption?: ReactNode;
  demo?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `${block} ${className}` : block} aria-label={title}>
      <div className={blockHeader}>
        <h2 className={blockTitle}>{title}</h2>
        {demo && <Badge tone="warning">{ru.dashboard.demoData}</Badge>}
      </div>
      {caption && <p className={blockCaption}>{caption}</p>}
      {children}
    </section>
  );
}
