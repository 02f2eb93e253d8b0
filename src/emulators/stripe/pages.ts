/** The stand-in for checkout.stripe.com: one card, a Pay button and a way back. */
export function checkoutPage(input: {
  sessionId: string;
  productName: string;
  amount: string;
  email: string | null;
  cancelUrl: string;
}): string {
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
  button { width: 100%; padding: 12px; border: 0; border-radius: 6px; background: #635bff; color: #fff; font-size: 16px; cursor: pointer; }
  a { display: block; text-align: center; margin-top: 16px; color: #635bff; }
  small { display: block; margin-top: 20px; color: #999; text-align: center; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(input.productName)}</h1>
  <p class="amount">${escapeHtml(input.amount)} <span style="font-size:14px;font-weight:400">per month</span></p>
  ${input.email ? `<p>Billed to ${escapeHtml(input.email)}</p>` : ''}
  <form method="post" action="/c/pay/${encodeURIComponent(input.sessionId)}">
    <button type="submit">Pay</button>
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
