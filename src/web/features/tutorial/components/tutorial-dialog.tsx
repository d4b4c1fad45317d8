import {
  ChevronLeftIcon,
  ChevronRightIcon,
  HandshakeIcon,
  LightbulbIcon,
  SearchIcon,
  ShieldCheckIcon,
  SparklesIcon,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useState } from 'react';
import { TUTORIAL_STEPS } from '@contract/limits.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent } from '@web/components/ui/dialog.tsx';
import { cn } from '@web/lib/cn.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';

const STEPS = [1, 2, 3, 4] as const;
const ICONS = [SparklesIcon, LightbulbIcon, SearchIcon, HandshakeIcon] as const;

export function TutorialDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, dir } = useTranslation();
  const [step, setStep] = useState(1);
  const close = (next: boolean) => {
    if (!next) setStep(1);
    onOpenChange(next);
  };
  const isLast = step === TUTORIAL_STEPS;
  const Icon = ICONS[step - 1] ?? SparklesIcon;
  const Back = dir === 'rtl' ? ChevronRightIcon : ChevronLeftIcon;
  const Forward = dir === 'rtl' ? ChevronLeftIcon : ChevronRightIcon;

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')} aria-describedby="tutorial-body">
        <div className="flex flex-col items-center pt-2 text-center">
          <div className="mb-3 grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <Icon className="size-7" aria-hidden />
          </div>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {t('tutorial.step', { n: step })}
          </p>
          {/* Larger than a dialog's title and description: the welcome of a first visit. */}
          <DialogPrimitive.Title className="mt-1 text-xl font-semibold wrap-anywhere text-slate-900">
            {t(`tutorial.${step}.title` as MessageKey)}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description
            id="tutorial-body"
            className="mt-2 text-base wrap-anywhere text-slate-600"
          >
            {t(`tutorial.${step}.body` as MessageKey)}
          </DialogPrimitive.Description>
          {step === 1 && (
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-start text-sm text-amber-900">
              <ShieldCheckIcon className="mt-0.5 size-5 shrink-0" aria-hidden />
              {t('tutorial.1.note')}
            </p>
          )}
        </div>

        <div className="mt-5 flex justify-center gap-2" aria-hidden>
          {STEPS.map((n) => (
            <span
              key={n}
              data-testid="tutorial-dot"
              className={cn(
                'h-2 rounded-full motion-safe:transition-all',
                n === step ? 'w-6 bg-primary' : 'w-2 bg-slate-300',
              )}
            />
          ))}
        </div>

        <div className="mt-5 flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => setStep((s) => s - 1)}
            disabled={step === 1}
          >
            <Back aria-hidden />
            {t('tutorial.previous')}
          </Button>
          {isLast ? (
            <Button type="button" onClick={() => close(false)}>
              {t('tutorial.getStarted')}
            </Button>
          ) : (
            <Button type="button" onClick={() => setStep((s) => s + 1)}>
              {t('tutorial.next')}
              <Forward aria-hidden />
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
