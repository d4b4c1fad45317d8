import { useState } from 'react';
import type { ApplyProposalAnswer, Proposal } from '@contract/placement.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useApplyProposal } from '../api/apply-proposal.ts';
import { useProposePlacement } from '../api/propose-placement.ts';
import { PlacementResult } from './placement-result.tsx';
import {
  ProposalTable,
  chosenAssignments,
  initialChoices,
  type Choices,
} from './proposal-table.tsx';

/**
 * Place students: the coordinator makes a proposal for every student without a team, adjusts
 * it (moves a student, leaves one out), applies it once, and reads what was applied and skipped
 * (docs/rules/placement.md).
 */
export function PlaceStudents() {
  const { t } = useTranslation();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [choices, setChoices] = useState<Choices>({});
  const [result, setResult] = useState<ApplyProposalAnswer | null>(null);
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
      setProposal(null);
      toast({ title: t('success.placementApplied') });
    },
    meta: { errorFallback: 'error.applyProposal' },
  });
  const kept = chosenAssignments(choices);

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
          <Button disabled={propose.isPending} onClick={() => propose.mutate()}>
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
            <Button
              disabled={apply.isPending}
              onClick={() => apply.mutate({ id: proposal.id, assignments: kept })}
            >
              {t(apply.isPending ? 'placement.applying' : 'placement.apply')}
            </Button>
            <Button variant="outline" disabled={apply.isPending} onClick={() => setProposal(null)}>
              {t('placement.discard')}
            </Button>
          </div>
        </>
      )}
      {result && <PlacementResult result={result} />}
    </Card>
  );
}
