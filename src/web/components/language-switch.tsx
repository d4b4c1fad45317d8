import { LanguagesIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Toggles English and Arabic (issue 5); the choice is kept in localStorage. */
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
      size="sm"
      className={cn('gap-1.5', className)}
      lang={next}
      // The name begins with the visible text (WCAG 2.5.3, label in name), then says what it does.
      aria-label={`${t('language.switchTo')} - ${t('language.switchToLabel')}`}
      onClick={() => void setLanguage(next)}
    >
      <LanguagesIcon aria-hidden />
      <span className={compact ? 'hidden sm:inline' : undefined}>{t('language.switchTo')}</span>
    </Button>
  );
}
