import { Fragment } from 'react';

// Text a student typed, shown inside the interface (docs/ui.md, "Text that students type"):
// it may be in either script, so it takes its own direction, and it may be one long word, so
// it may wrap anywhere rather than push the screen sideways.

/**
 * A translated sentence with a student's `value` (a name, a title) isolated in <bdi>, so an
 * English name inside an Arabic sentence, or the reverse, does not reorder the sentence.
 * `valueClassName` styles the <bdi>; the words around it are then spans that keep their spaces
 * and width, for a one-line flex row where only the name gives way (the phone's welcome line).
 */
export function Isolated({
  text,
  value,
  valueClassName,
}: {
  text: string;
  value: string;
  valueClassName?: string;
}) {
  const at = value ? text.indexOf(value) : -1;
  if (at < 0) return text;
  const around = (words: string) =>
    valueClassName && words ? <span className="shrink-0 whitespace-pre">{words}</span> : words;
  return (
    <>
      {around(text.slice(0, at))}
      <bdi className={valueClassName}>{value}</bdi>
      {around(text.slice(at + value.length))}
    </>
  );
}

/**
 * An e-mail address, left-to-right in either language. It wraps before '@' and '.' first; only
 * a part longer than the line breaks inside (overflow-wrap: anywhere, the last resort).
 */
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
