import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const tables = ['Basic', 'Plus', 'Pro'].map((name) => ({
  id: `id-${name}`,
  name,
  active: true,
  tiers: [{ min: 1, max: 10, monthlyPrice: 4990 }],
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
}));

const openSlider = async () => {
  server.use(http.get('*/api/price-tables', () => HttpResponse.json({ data: tables })));
  const view = renderApp('/planos', { locale: 'en-US' });
  const carousel = await screen.findByRole('region', { name: 'Plans' });
  return {
    ...view,
    carousel,
    track: within(carousel).getByRole('group', { name: /arrow keys/ }),
    previous: within(carousel).getByRole('button', { name: 'Previous plan' }),
    next: within(carousel).getByRole('button', { name: 'Next plan' }),
    status: () => within(carousel).getByText(/^Plan \d of 3$/),
  };
};

describe('/planos slider (spec §2)', () => {
  it('is a labelled carousel of slides, each named by its position', async () => {
    const { carousel } = await openSlider();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { name: /^Plan \d of 3$/ });
    expect(slides.map((slide) => within(slide).getByRole('heading').textContent)).toEqual([
      'Basic',
      'Plus',
      'Pro',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('moves with the arrow keys, Home and End on the focused track, within its ends', async () => {
    const { user, track, previous, next, status } = await openSlider();
    expect(status()).toHaveTextContent('Plan 1 of 3');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(previous).toBeDisabled();

    // The track follows the controls in the tab order.
    next.focus();
    await user.tab();
    expect(track).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('Plan 1 of 3');
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('Plan 2 of 3');
    expect(previous).toBeEnabled();
    await user.keyboard('{End}');
    expect(status()).toHaveTextContent('Plan 3 of 3');
    expect(next).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('Plan 3 of 3');
    await user.keyboard('{Home}');
    expect(status()).toHaveTextContent('Plan 1 of 3');
  });

  it('moves with the previous and next buttons', async () => {
    const { user, previous, next, status } = await openSlider();
    await user.click(next);
    await user.click(next);
    expect(status()).toHaveTextContent('Plan 3 of 3');
    await user.click(previous);
    expect(status()).toHaveTextContent('Plan 2 of 3');
    expect(next).toHaveAttribute('aria-controls', previous.getAttribute('aria-controls'));
  });
});
