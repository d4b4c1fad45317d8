import { Fragment } from 'react';

// Students' text takes its own direction and may wrap anywhere (docs/ui.md, students' text).

/** First-strong isolate marks keep one string for screen readers and the name's own direction. */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}

/** In <bdi>, so a name in the other script keeps the sentence's order; `ltr` for 'M003'. */
export function Isolated({
  text,
  value,
  valueClassName,
  ltr = false,
}: {
  text: string;
  value: string;
  valueClassName?: string;
  ltr?: boolean;
}) {
  const at = value ? text.indexOf(value) : -1;
  if (at < 0) return text;
  const around = (words: string) =>
    valueClassName && words ? <span className="shrink-0 whitespace-pre">{words}</span> : words;
  return (
    <>
      {around(text.slice(0, at))}
      <bdi className={valueClassName} dir={ltr ? 'ltr' : undefined}>
        {value}
      </bdi>
      {around(text.slice(at + value.length))}
    </>
  );
}

/** Left-to-right in either language; wraps before '@' and '.' first. */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span dir="ltr" className={className ? `wrap-anywhere ${className}` : 'wrap-anywhere'}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
