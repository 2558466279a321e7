import { PARTNER_MESSAGES as M } from '@farmplate/contracts';
import { chipsOf, NEW_PARTNER_VALUES, partnerFormProblem, toPartnerInput } from './partnerFormRules';

const valid = {
  ...NEW_PARTNER_VALUES,
  name: 'Ade Farmer',
  business_name: 'Ade Farms',
  contact_email: 'ade@example.test',
  contact_phone: '+234 800 000 0000',
  password: 'secret1',
  password_confirmation: 'secret1',
  offering: 'Yams, Millet',
};

describe('partner form rules (spec §5)', () => {
  it('requires name, email and phone', () => {
    expect(partnerFormProblem(valid, true)).toBeNull();
    for (const field of ['name', 'contact_email', 'contact_phone'] as const)
      expect(partnerFormProblem({ ...valid, [field]: '  ' }, true)).toBe(M.required);
  });

  it('requires a password and its confirmation for a new partner', () => {
    expect(partnerFormProblem({ ...valid, password: '', password_confirmation: '' }, true)).toBe(M.passwordRequired);
    expect(partnerFormProblem({ ...valid, password_confirmation: '' }, true)).toBe(M.passwordRequired);
  });

  it('on edit a blank password keeps the current one, a given one must match', () => {
    expect(partnerFormProblem({ ...valid, password: '', password_confirmation: '' }, false)).toBeNull();
    expect(partnerFormProblem({ ...valid, password_confirmation: 'other1' }, false)).toBe(M.mismatch);
    expect(partnerFormProblem({ ...valid, password_confirmation: 'other1' }, true)).toBe(M.mismatch);
  });

  it('sends the payload of each kind (spec §7)', () => {
    expect(toPartnerInput('farmers', valid)).toEqual({
      name: 'Ade Farmer',
      farmer_name: 'Ade Farms',
      contact_email: 'ade@example.test',
      contact_phone: '+234 800 000 0000',
      products: 'Yams, Millet',
      status: 'active',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
    const kitchen = toPartnerInput('kitchens', { ...valid, password: '', password_confirmation: '' });
    expect(kitchen).toMatchObject({ kitchen_name: 'Ade Farms', cuisine: 'Yams, Millet' });
    expect(kitchen).not.toHaveProperty('password');
    expect(toPartnerInput('delivery', valid)).toMatchObject({ delivery_name: 'Ade Farms', vehicles: 'Yams, Millet' });
  });

  it('takes cleared optional fields (final-form drops their value) as blank', () => {
    const cleared = { ...valid, business_name: undefined, offering: undefined } as unknown as typeof valid;
    expect(toPartnerInput('farmers', cleared)).toMatchObject({ farmer_name: 'Ade Farmer', products: '' });
  });

  it('turns comma-separated products and vehicles into chips', () => {
    expect(chipsOf('Bicycle, Van,, ')).toEqual(['Bicycle', 'Van']);
    expect(chipsOf('')).toEqual([]);
  });
});
