import { PROFILE_MESSAGES } from '@farmplate/contracts';
import { adminProfileProblem, toAdminProfileInput } from './adminProfileRules';

describe('admin profile rules (spec §5)', () => {
  it('requires name and email', () => {
    expect(adminProfileProblem({ name: 'Amara', email: 'a@b.co' })).toBeNull();
    expect(adminProfileProblem({ name: ' ', email: 'a@b.co' })).toBe('Name and email are required fields.');
    expect(adminProfileProblem({ name: 'Amara', email: '' })).toBe(PROFILE_MESSAGES.adminRequired);
  });

  it('trims what it sends', () => {
    expect(
      toAdminProfileInput({
        name: ' Amara ',
        email: ' a@b.co ',
        contact: ' 1 ',
        location: '',
        department: ' Ops ',
        image: null,
      }),
    ).toEqual({ name: 'Amara', email: 'a@b.co', contact: '1', location: '', department: 'Ops', image: null });
  });

  it('takes cleared optional fields as blank', () => {
    const cleared = { name: 'Amara', email: 'a@b.co', image: null } as unknown as Parameters<
      typeof toAdminProfileInput
    >[0];
    expect(toAdminProfileInput(cleared)).toMatchObject({ contact: '', location: '', department: '' });
  });
});
