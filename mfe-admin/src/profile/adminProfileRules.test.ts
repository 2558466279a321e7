import { ApiError } from '@farmplate/api-client';
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES } from '@farmplate/contracts';
import { adminPasswordProblem, adminProfileProblem, profileFailure, toAdminProfileInput } from './adminProfileRules';

const M = PASSWORD_CHANGE_MESSAGES.admin;

describe('admin profile rules (spec §5, §8)', () => {
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

  it('checks the password change in the spec order', () => {
    const filled = { current_password: 'admin123', new_password: 'secret9', new_password_confirmation: 'secret9' };
    expect(adminPasswordProblem(filled)).toBeNull();
    expect(adminPasswordProblem({ ...filled, new_password_confirmation: 'secret8' })).toBe(
      'New passwords do not match.',
    );
    expect(adminPasswordProblem({ ...filled, new_password: '123', new_password_confirmation: '123' })).toBe(
      'New password must be at least 6 characters long.',
    );
    expect(adminPasswordProblem({ ...filled, current_password: '' })).toBe(M.required);
  });

  it('turns failures into the spec messages', () => {
    expect(profileFailure(new ApiError('Invalid', 422, { email: ['x'] }), 'Failed to update profile.')).toBe(
      'Please fix the form errors before submitting.',
    );
    expect(profileFailure(new ApiError('The current password is incorrect.', 422), 'Failed to change password.')).toBe(
      'The current password is incorrect.',
    );
    expect(profileFailure(new ApiError('HTTP 500', 500), 'Failed to change password.')).toBe(
      'Failed to change password.',
    );
    expect(profileFailure(new Error('boom'), 'Failed to update profile.')).toBe('Failed to update profile.');
  });
});
