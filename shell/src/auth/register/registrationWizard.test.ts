import { stepErrors, submitProblem, toRegistrationPayload } from './registrationWizard';

const complete = {
  name: 'Ama Owusu',
  email: 'ama@example.com',
  password: 'secret1',
  password_confirmation: 'secret1',
  role: 'farmer' as const,
  farm_name: 'Owusu Farms',
};

test("each step reports only its own fields' messages", () => {
  expect(stepErrors(1, {})).toEqual({ name: ['Please enter your name'], email: ['Please enter your email'] });
  expect(stepErrors(2, {})).toEqual({
    password: ['Please enter a password'],
    password_confirmation: ['Please confirm your password'],
  });
  expect(stepErrors(3, {})).toEqual({ role: ['Please select your role'] });
  expect(stepErrors(4, {})).toEqual({});
});

test('Create Account re-checks the password match of step 2', () => {
  expect(submitProblem(complete)).toBe('');
  expect(submitProblem({ ...complete, password_confirmation: 'secret2' })).toBe('Passwords do not match');
});

test('the payload carries the business name of the chosen role and the phone only when given', () => {
  expect(
    toRegistrationPayload({ ...complete, name: '  Ama Owusu ', contact_phone: '  ', kitchen_name: 'Left over' }),
  ).toEqual({
    name: 'Ama Owusu',
    email: 'ama@example.com',
    password: 'secret1',
    password_confirmation: 'secret1',
    role: 'farmer',
    farm_name: 'Owusu Farms',
  });
  expect(
    toRegistrationPayload({
      ...complete,
      role: 'kitchen',
      kitchen_name: "Mama's Pot",
      contact_phone: '+234 800 000 0000',
    }),
  ).toEqual({
    name: 'Ama Owusu',
    email: 'ama@example.com',
    contact_phone: '+234 800 000 0000',
    password: 'secret1',
    password_confirmation: 'secret1',
    role: 'kitchen',
    kitchen_name: "Mama's Pot",
  });
});
