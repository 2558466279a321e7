import { PASSWORD_CHANGE_MESSAGES } from '@farmplate/contracts';
import { passwordChangeProblem } from './passwordRules';

const filled = { current_password: 'farmer123', new_password: 'abcdef', new_password_confirmation: 'abcdef' };

test('the farmer, kitchen and account rules apply in the order of spec §5', () => {
  expect(passwordChangeProblem({ ...filled, new_password: 'abc', new_password_confirmation: '' }, 'partner')).toBe(
    'All password fields are required',
  );
  expect(passwordChangeProblem({ ...filled, new_password: 'abc', new_password_confirmation: 'abd' }, 'partner')).toBe(
    'New passwords do not match',
  );
  expect(passwordChangeProblem({ ...filled, new_password: 'abc', new_password_confirmation: 'abc' }, 'partner')).toBe(
    'New password must be at least 6 characters long',
  );
  expect(passwordChangeProblem(filled, 'partner')).toBeNull();
});

test("the admin's rules say the same with a full stop (spec §5 Admin profile)", () => {
  expect(passwordChangeProblem(filled, 'admin')).toBeNull();
  expect(passwordChangeProblem({ ...filled, new_password_confirmation: 'secret8' }, 'admin')).toBe(
    'New passwords do not match.',
  );
  expect(passwordChangeProblem({ ...filled, new_password: '123', new_password_confirmation: '123' }, 'admin')).toBe(
    'New password must be at least 6 characters long.',
  );
  expect(passwordChangeProblem({ ...filled, current_password: '' }, 'admin')).toBe(
    PASSWORD_CHANGE_MESSAGES.admin.required,
  );
});
