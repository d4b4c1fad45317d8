import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Drawn here: the icon runtime would spend /auth's first JavaScript budget. */
function GlobeIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      className="size-4 shrink-0"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
    </svg>
  );
}

export function LanguageSwitch({
  className,
  compact = false,
}: {
  className?: string;
  /** Only the icon below the sm breakpoint (the name stays in aria-label). */
  compact?: boolean;
}) {
  const { t, lang, setLanguage } = useTranslation();
  const next = lang === 'ar' ? 'en' : 'ar';
  return (
    <Button
      type="button"
      variant="ghost"
      size="smTight"
      className={className}
      lang={next}
      // The name begins with the visible text (WCAG 2.5.3, label in name), then says what it does.
      aria-label={`${t('language.switchTo')} - ${t('language.switchToLabel')}`}
      onClick={() => void setLanguage(next)}
    >
      <GlobeIcon />
      <span className={compact ? 'hidden sm:inline' : undefined}>{t('language.switchTo')}</span>
    </Button>
  );
}
