/**
 * The stand-in for checkout.stripe.com: the plan, its price and trial, what is due today, a
 * button and a way back. The form posts to the page's own URL, so it works under any prefix.
 */
export function checkoutPage(input: {
  productName: string;
  /** The recurring price, e.g. '$29.00'. */
  amount: string;
  interval: string | null;
  trialDays: number;
  dueToday: string;
  cardOptional: boolean;
  email: string | null;
  cancelUrl: string;
}): string {
  const per = input.interval ? ` per ${escapeHtml(input.interval)}` : '';
  const trial = input.trialDays > 0;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stripe Checkout (emulator)</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 32px; width: min(420px, 90vw); }
  h1 { font-size: 18px; margin: 0 0 4px; } p { color: #555; margin: 4px 0 20px; }
  .amount { font-size: 32px; font-weight: 700; color: #111; }
  .trial { font-weight: 600; color: #0a7b4f; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 6px 12px; margin: 0 0 20px; color: #333; }
  dd { margin: 0; text-align: right; font-weight: 600; }
  button { width: 100%; padding: 12px; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 16px; cursor: pointer; }
  a { display: block; text-align: center; margin-top: 16px; color: #635bff; }
  small { display: block; margin-top: 20px; color: #999; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(input.productName)}</h1>
  ${trial ? `<p class="trial">${input.trialDays}-day free trial</p>` : ''}
  <p class="amount">${escapeHtml(input.amount)} <span style="font-size:14px;font-weight:400">${per}${trial ? ' after the trial' : ''}</span></p>
  <dl>
    <dt>Due today</dt><dd data-testid="due-today">${escapeHtml(input.dueToday)}</dd>
    ${trial ? `<dt>First charge</dt><dd>${escapeHtml(input.amount)} in ${input.trialDays} days</dd>` : ''}
  </dl>
  ${input.email ? `<p>Billed to ${escapeHtml(input.email)}</p>` : ''}
  ${trial && input.cardOptional ? '<p>No card needed for the trial. Without one, the subscription ends with the trial and nothing is charged.</p>' : ''}
  <form method="post">
    <button type="submit">${trial ? 'Start trial' : 'Pay'}</button>
  </form>
  <a href="${escapeHtml(input.cancelUrl)}">Cancel and go back</a>
  <small>Local Stripe emulator: no card is charged.</small>
</main>
</body>
</html>`;
}

export function messagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
