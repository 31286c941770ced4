import { screen, within } from '@testing-library/react';
import { openReview, reviewApi } from './review-kit';

// Walk62: the host's history in Spanish still read "El huésped envió el formulario", a man by
// default, where Portuguese and the rest of the review say "la persona huésped".
describe('the review’s history in Spanish, about the guest', () => {
  it('says the guest sent the form without a man by default', async () => {
    reviewApi();
    openReview('es-ES');
    const timeline = await screen.findByRole('region', { name: 'Historial' }, { timeout: 10_000 });
    expect(
      await within(timeline).findByText('La persona huésped envió el formulario'),
    ).toBeVisible();
    expect(timeline).not.toHaveTextContent(/El huésped/);
  });
});
