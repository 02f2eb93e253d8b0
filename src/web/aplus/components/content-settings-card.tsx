import { Lock, Sparkles } from 'lucide-react';
import { CONTENT_FOCUS_OPTIONS, MAX_CUSTOM_INSTRUCTIONS, TEMPLATE_OPTIONS, type AplusSettings } from '#core/aplus/settings';
import { PlanGate } from '../../plans/index.ts';
import { OptionSelect } from '../../components/option-select.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Slider } from '../../components/ui/slider.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

type Props = {
  settings: AplusSettings;
  onChange: (next: AplusSettings) => void;
  onGenerate: () => void;
  isGenerating: boolean;
  /** The plan lacks A+ content: Generate stays visible but disabled, behind the lock and its upgrade prompt. */
  isLocked: boolean;
};

export function ContentSettingsCard({ settings, onChange, onGenerate, isGenerating, isLocked }: Props) {
  const instructions = settings.customInstructions ?? '';
  const set = (patch: Partial<AplusSettings>) => onChange({ ...settings, ...patch });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Content Settings</CardTitle>
        <CardDescription>Choose what the A+ content should focus on.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="aplus-focus">Content Focus</Label>
          <OptionSelect
            id="aplus-focus"
            label="Content Focus"
            value={settings.contentFocus}
            options={CONTENT_FOCUS_OPTIONS}
            onChange={(contentFocus) => set({ contentFocus })}
            disabled={isGenerating}
          />
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between">
            <Label id="aplus-creativity-label">Creativity Level</Label>
            <span className="text-muted-foreground text-sm tabular-nums" data-testid="creativity-value">
              {settings.creativity}
            </span>
          </div>
          <Slider
            aria-label="Creativity Level"
            min={0}
            max={100}
            step={5}
            value={[settings.creativity]}
            onValueChange={([v]) => set({ creativity: v ?? settings.creativity })}
            disabled={isGenerating}
          />
          <div className="text-muted-foreground flex justify-between text-xs">
            <span>Conservative</span>
            <span>Creative</span>
          </div>
        </div>
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor="aplus-images">Include Product Images</Label>
          <Switch
            id="aplus-images"
            checked={settings.includeImages}
            onCheckedChange={(v) => set({ includeImages: v })}
            disabled={isGenerating}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="aplus-template">Content Template</Label>
          <OptionSelect
            id="aplus-template"
            label="Content Template"
            value={settings.template}
            options={TEMPLATE_OPTIONS}
            onChange={(template) => set({ template })}
            disabled={isGenerating}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="aplus-instructions">Custom Instructions (optional)</Label>
          <Textarea
            id="aplus-instructions"
            rows={3}
            maxLength={MAX_CUSTOM_INSTRUCTIONS}
            value={instructions}
            placeholder="For example: keep it concise."
            onChange={(e) => set({ customInstructions: e.target.value === '' ? undefined : e.target.value })}
            disabled={isGenerating}
            aria-describedby="aplus-instructions-count"
          />
          <p id="aplus-instructions-count" className="text-muted-foreground text-right text-xs">
            {instructions.length}/{MAX_CUSTOM_INSTRUCTIONS}
          </p>
        </div>
      </CardContent>
      <CardFooter className="grid gap-3">
        {isLocked && <PlanGate feature="aplus" title="Generate Enhanced Content" showTier />}
        <Button className="w-full" onClick={onGenerate} disabled={isGenerating || isLocked}>
          {isLocked ? <Lock aria-hidden="true" /> : <Sparkles />} {isGenerating ? 'Generating...' : 'Generate Enhanced Content'}
        </Button>
      </CardFooter>
    </Card>
  );
}
