// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAplusDraft } from '#core/aplus/check';
import type { AplusModule } from '#core/aplus/modules';
import { GeneratedContentCard, READY_NOTICE } from './generated-content-card.tsx';

afterEach(cleanup);

const LISTING = {
  title: 'VOLADOR Dive Light, 7.56in/19.2cm',
  bullets: ['Comes with 2 3000mAh 18650 batteries, max running time reaches 1.5 hours on high'],
  description: 'Length: 7.56in/19.2cm',
};
const noop = () => {};

function renderCard(modules: AplusModule[]) {
  const check = checkAplusDraft({
    modules,
    template: 'minimal',
    marketplaceId: 'ATVPDKIKX0DER',
    brand: 'VOLADOR',
    listing: LISTING,
  });
  render(
    <GeneratedContentCard
      modules={modules}
      check={check}
      status={null}
      isDirty={false}
      isBusy={false}
      isSaving={false}
      isPublishing={false}
      isDownloading={false}
      onChangeModule={noop}
      onRemoveModule={noop}
      onSave={noop}
      onDownload={noop}
      onPublish={noop}
    />,
  );
}

const header: AplusModule = { type: 'header', title: 'VOLADOR Dive Light', content: 'Only 7.56in/19.2cm long.' };
const runTime = (content: string): AplusModule => ({ type: 'image_text', title: 'Long run time', content });
const publishButton = () => screen.getByRole('button', { name: /Publish to Amazon/ }) as HTMLButtonElement;

describe('GeneratedContentCard banner', () => {
  it('says "Ready to publish" when every module passes the rules and the fact check', () => {
    renderCard([header, runTime('Runs 1.5 hours on high from 2 3000mAh 18650 batteries.')]);
    expect(screen.getByRole('status').textContent).toBe(READY_NOTICE);
    expect(publishButton().disabled).toBe(false);
  });

  it('names the module and the fact when a number changed in form, and keeps publishing off', () => {
    renderCard([header, runTime('Max running time reaches 1. 5 hours on high.')]);
    expect(screen.queryByText(READY_NOTICE)).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The text of module 2 states “1. 5” where the listing says “1.5”.');
    // Amazon's rules pass: the banner does not blame them.
    expect(alert.textContent).not.toContain('Amazon would reject');
    expect(publishButton().disabled).toBe(true);
  });

  it('names a number the listing lacks', () => {
    renderCard([{ ...header, content: 'Only 8in long.' }, runTime('Runs 1.5 hours on high.')]);
    expect(screen.queryByText(READY_NOTICE)).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain(
      'The text of module 1 states “8”, a number the listing does not state.',
    );
  });
});
