import { useId, type ReactNode, type Ref } from 'react';
import { Card } from '../../components/ui/Card';

interface SectionProps {
  title: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  status?: ReactNode;
}

/**
 * A card of the home screen with its heading. `headingRef` makes the heading a focus target (tabIndex=-1), for a
 * card that moves focus inside itself; `status` sits beside the heading (a small busy spinner), so it adds no row.
 */
export function Section({ title, children, headingRef, status }: SectionProps) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} ref={headingRef} tabIndex={headingRef === undefined ? undefined : -1} className="m-0 text-lg">
          {title}
        </h2>
        {status}
      </div>
      {children}
    </Card>
  );
}

/**
 * Label and value side by side; below 30rem (a phone) the label sits above its value, as on the verification
 * page's record, so a value such as an e-mail address has the card's whole width instead of ~170 px beside a
 * Japanese or German label.
 */
export function Facts(props: { rows: Array<[string, ReactNode]>; hidden?: boolean }) {
  return (
    <dl
      aria-hidden={props.hidden || undefined}
      className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 max-[30rem]:grid-cols-1 max-[30rem]:gap-y-0 max-[30rem]:[&>div+div>dt]:mt-2"
    >
      {props.rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-text-muted">{term}</dt>
          {/* A value in a right-to-left script (an Urdu address) takes its own direction, line by line. */}
          <dd className="m-0 min-w-0 whitespace-pre-line [unicode-bidi:plaintext]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
