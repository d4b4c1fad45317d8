import { useState } from 'react';
import type { ApplyProposalAnswer, Proposal } from '@contract/placement.ts';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useApplyProposal } from '../api/apply-proposal.ts';
import { useProposePlacement } from '../api/propose-placement.ts';
import { useUndoProposal } from '../api/undo-proposal.ts';
import { placementCounts } from '../lib/placement-counts.ts';
import { PlacementResult } from './placement-result.tsx';
import {
  PlacementWeightsFields,
  defaultWeightInputs,
  weightsOf,
  type WeightInputs,
} from './placement-weights.tsx';
import {
  ProposalTable,
  chosenAssignments,
  initialChoices,
  keptCounts,
  type Choices,
} from './proposal-table.tsx';

/** The coordinator's proposal, adjusted and applied once (docs/rules/placement.md). */
export function PlaceStudents() {
  const { t, lang } = useTranslation();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [result, setResult] = useState<ApplyProposalAnswer | null>(null);
  const [weightInputs, setWeightInputs] = useState<WeightInputs>(defaultWeightInputs);
  const weights = weightsOf(weightInputs);
  // The proposal applied last, while it may still be undone.
  const [appliedId, setAppliedId] = useState<string | null>(null);
  const propose = useProposePlacement({
    onSuccess: (made) => {
      setProposal(made);
      setChoices(initialChoices(made));
      setResult(null);
    },
    meta: { errorFallback: 'error.propose' },
  });
  const apply = useApplyProposal({
    onSuccess: (done) => {
      setResult(done);
      setAppliedId(proposal?.id ?? null);
      setProposal(null);
      toast({ title: t('success.placementApplied') });
    },
    meta: { errorFallback: 'error.applyProposal' },
  });
  const undo = useUndoProposal({
    onSuccess: (undone) => {
      setResult(null);
      setAppliedId(null);
      toast({ title: t('success.placementUndone', placementCounts(t, lang, undone)) });
    },
    meta: { errorFallback: 'error.undoProposal' },
  });
  const kept = chosenAssignments(choices);
  const counts = keptCounts(choices);

  return (
    <Card
      className="mt-6 space-y-4 p-4 sm:p-5"
      aria-labelledby="place-students-title"
      role="region"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="place-students-title" className="text-lg font-semibold">
            {t('placement.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('placement.intro')}</p>
        </div>
        {!proposal && (
          <Button
            disabled={propose.isPending || !weights}
            onClick={() => weights && propose.mutate(weights)}
          >
            {t(
              propose.isPending
                ? 'placement.proposing'
                : result
                  ? 'placement.newProposal'
                  : 'placement.propose',
            )}
          </Button>
        )}
      </div>
      {!proposal && <PlacementWeightsFields value={weightInputs} onChange={setWeightInputs} />}
      {proposal && (
        <>
          <p className="text-sm font-medium" data-testid="placement-summary">
            {t('placement.summary', { placed: kept.length, students: Object.keys(choices).length })}
          </p>
          <ProposalTable
            proposal={proposal}
            choices={choices}
            onChange={(studentId, choice) => setChoices((c) => ({ ...c, [studentId]: choice }))}
          />
          <div className="flex flex-wrap gap-2">
            <ConfirmDialog
              trigger={
                <Button disabled={apply.isPending}>
                  {t(apply.isPending ? 'placement.applying' : 'placement.apply')}
                </Button>
              }
              title={t('placement.confirmTitle')}
              description={t('placement.confirmBody', placementCounts(t, lang, counts))}
              confirmLabel={t('placement.confirmApply')}
              onConfirm={() => apply.mutate({ id: proposal.id, assignments: kept })}
            />
            <Button variant="outline" disabled={apply.isPending} onClick={() => setProposal(null)}>
              {t('placement.discard')}
            </Button>
          </div>
        </>
      )}
      {result && <PlacementResult result={result} />}
      {result && appliedId && (
        <ConfirmDialog
          trigger={
            <Button variant="outlineDestructive" disabled={undo.isPending}>
              {t(undo.isPending ? 'placement.undoing' : 'placement.undo')}
            </Button>
          }
          title={t('placement.undoTitle')}
          description={t('placement.undoBody')}
          confirmLabel={t('placement.undo')}
          onConfirm={() => undo.mutate({ id: appliedId })}
        />
      )}
    </Card>
  );
}
