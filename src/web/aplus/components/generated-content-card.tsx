import { CheckCircle2, Download, Send } from 'lucide-react';
import type { AplusCheck } from '#core/aplus/check';
import { APLUS_FACTS_RULE_ID } from '#core/aplus/fact-check';
import type { AplusModule } from '#core/aplus/modules';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { ModuleEditor } from './module-editor.tsx';

export const READY_NOTICE = "Ready to publish: this content meets Amazon's A+ content requirements";

const STATUS_LABELS: Readonly<Record<string, string>> = {
  SUBMITTED: 'Submitted for review',
  APPROVED: 'Approved by Amazon',
  REJECTED: 'Rejected by Amazon',
};

type Props = {
  modules: readonly AplusModule[] | null;
  check: AplusCheck | null;
  status: string | null;
  isDirty: boolean;
  isBusy: boolean;
  isSaving: boolean;
  isPublishing: boolean;
  isDownloading: boolean;
  onChangeModule: (index: number, next: AplusModule) => void;
  onRemoveModule: (index: number) => void;
  onSave: () => void;
  onDownload: () => void;
  onPublish: () => void;
};

export function GeneratedContentCard(p: Props) {
  const hasContent = p.modules !== null && p.modules.length > 0;
  const documentFindings = p.check?.findings.filter((f) => f.moduleIndex === null) ?? [];
  const errors = p.check?.findings.filter((f) => f.severity === 'error') ?? [];
  // A changed or invented number is named here, module and fact, not only beside its module.
  const factFindings = errors.filter((f) => f.ruleId === APLUS_FACTS_RULE_ID);
  const rulesFail = !p.check || errors.length > factFindings.length;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>Generated A+ Content</CardTitle>
          <CardDescription>Edit any text in place; Amazon's A+ rules are re-checked as you type.</CardDescription>
        </div>
        {p.status && STATUS_LABELS[p.status] ? (
          <Badge variant={p.status === 'REJECTED' ? 'destructive' : p.status === 'APPROVED' ? 'success' : 'secondary'}>
            {STATUS_LABELS[p.status]}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {!hasContent ? (
          <p className="text-muted-foreground py-10 text-center text-sm">No content generated yet</p>
        ) : (
          <>
            {p.check?.publishable ? (
              <p role="status" className="border-success/40 bg-success/10 flex items-center gap-2 rounded-md border p-3 text-sm">
                <CheckCircle2 className="text-success size-4" aria-hidden />
                {READY_NOTICE}
              </p>
            ) : (
              <div role="alert" className="border-destructive/40 bg-destructive/10 rounded-md border p-3 text-sm">
                {rulesFail ? (
                  <p className="font-medium">Amazon would reject this content as it stands. Fix the issues marked below.</p>
                ) : null}
                {documentFindings.map((f, i) => (
                  <p key={i}>
                    {f.message} {f.fix}
                  </p>
                ))}
                {factFindings.length > 0 ? (
                  <p className="font-medium">Not ready to publish: these modules do not state the listing's facts as written.</p>
                ) : null}
                {factFindings.map((f, i) => (
                  <p key={`fact-${i}`}>
                    {f.message} {f.fix}
                  </p>
                ))}
              </div>
            )}
            {p.modules!.map((m, i) => (
              <ModuleEditor
                key={i}
                module={m}
                index={i}
                findings={p.check?.findings.filter((f) => f.moduleIndex === i) ?? []}
                onChange={(next) => p.onChangeModule(i, next)}
                onRemove={() => p.onRemoveModule(i)}
                disabled={p.isBusy}
              />
            ))}
          </>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        {p.isDirty ? (
          <Button variant="secondary" onClick={p.onSave} disabled={p.isBusy}>
            {p.isSaving ? 'Saving...' : 'Save changes'}
          </Button>
        ) : null}
        <Button variant="outline" onClick={p.onDownload} disabled={!hasContent || p.isBusy}>
          <Download /> {p.isDownloading ? 'Preparing PDF...' : 'Download as PDF'}
        </Button>
        <Button onClick={p.onPublish} disabled={!hasContent || !p.check?.publishable || p.isBusy}>
          <Send /> {p.isPublishing ? 'Publishing...' : 'Publish to Amazon'}
        </Button>
      </CardFooter>
    </Card>
  );
}
