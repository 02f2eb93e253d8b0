import { Button } from '../../components/ui/button.tsx';

type Props = { disabled: boolean; busy: boolean; onBusyChange(busy: boolean): void; onSignedIn(): void };

/** Placeholder until Google sign-in (issue 9) lands; shown only when the server has it configured. */
export function GoogleButton({ disabled, busy }: Props) {
  return (
    <Button variant="outline" className="w-full" disabled={disabled}>
      {busy ? 'Connecting...' : 'Continue with Google'}
    </Button>
  );
}
