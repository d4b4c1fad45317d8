import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/**
 * A globe drawn here rather than taken from the icon set: the switch is on /auth, whose first
 * JavaScript has a budget the icon runtime would spend
 * (docs/decisions/0107-one-translation-table-per-language.md).
 */
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

/** Toggles English and Arabic; the choice is kept in localStorage. */
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
