import { useEffect, useRef, type ReactNode } from 'react';

// The new screen's heading takes focus, so keyboard and screen-reader users start at the page.
let lastPath = window.location.pathname;
let pathChanged = false;
for (const type of ['popstate', 'pushState', 'replaceState']) {
  window.addEventListener(type, () => {
    if (window.location.pathname === lastPath) return;
    lastPath = window.location.pathname;
    pathChanged = true;
  });
}

export function PageHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (pathChanged) heading.current?.focus();
  }, []);
  return (
    <div className="mb-6">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl"
      >
        {title}
      </h1>
      {subtitle && <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
