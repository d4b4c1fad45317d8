import { Fragment } from 'react';

// Text a student typed, shown inside the interface (docs/ui.md, "Text that students type"):
// it may be in either script, so it takes its own direction, and it may be one long word, so
// it may wrap anywhere rather than push the screen sideways.

/**
 * A translated sentence with a student's `value` (a name, a title) isolated in <bdi>, so an
 * English name inside an Arabic sentence, or the reverse, does not reorder the sentence.
 */
export function Isolated({ text, value }: { text: string; value: string }) {
  const at = value ? text.indexOf(value) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <bdi>{value}</bdi>
      {text.slice(at + value.length)}
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
