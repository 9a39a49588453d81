import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** section (with aria-labelledby pointing at its heading) for a landmark-like block; article for a record. */
  as?: 'div' | 'section' | 'article';
  children: ReactNode;
}

/**
 * A raised surface. Usage:
 *   <Card as="section" aria-labelledby={headingId} className="print-record">
 *     <h2 id={headingId}>…</h2> …
 *   </Card>
 */
export function Card({ as: Tag = 'div', className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={`ui-card ${className ?? ''}`.trim()}>
      {children}
    </Tag>
  );
}
