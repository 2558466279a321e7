import { kitchenProfileProblem, specialtyChips } from './kitchenProfileRules';

describe('kitchen profile (spec §5)', () => {
  it('requires the kitchen name and email', () => {
    expect(kitchenProfileProblem({ name: 'Soul', contact_email: 'a@b.co' })).toBeNull();
    expect(kitchenProfileProblem({ name: ' ', contact_email: 'a@b.co' })).toBe('Kitchen name and email are required');
    expect(kitchenProfileProblem({ name: 'Soul', contact_email: '' })).toBe('Kitchen name and email are required');
  });

  it('shows specialties as chips', () => {
    expect(specialtyChips('Jollof, Suya , ,Egusi')).toEqual(['Jollof', 'Suya', 'Egusi']);
    expect(specialtyChips(null)).toEqual([]);
  });
});
