import { toProfileInput, validateProfile } from './farmerProfileRules';

const filled = {
  name: 'Kwame Mensah',
  email: 'farmer@farmplate.test',
  phone: ' +233 20 000 0000 ',
  location: 'Accra',
  farm_name: 'Green Valley Farm',
  farm_size: '12 acres',
  primary_crops: 'Yams, Cassava',
  years_of_experience: '8',
  image: null,
};

test("name and email are required with the spec's message", () => {
  expect(validateProfile(filled)).toEqual({});
  expect(validateProfile({ ...filled, name: '  ' })).toEqual({ name: 'Name and email are required' });
  expect(validateProfile({ ...filled, email: '' })).toEqual({ email: 'Name and email are required' });
});

test('the email must look like one, and years of experience is a whole number when given', () => {
  expect(validateProfile({ ...filled, email: 'kwame@farm' })).toEqual({ email: 'Please enter a valid email address' });
  expect(validateProfile({ ...filled, years_of_experience: '2.5' })).toEqual({
    years_of_experience: 'Years of experience must be a whole number from 0 to 100',
  });
  expect(validateProfile({ ...filled, years_of_experience: ' ' })).toEqual({});
  expect(toProfileInput({ ...filled, years_of_experience: '' }).years_of_experience).toBeNull();
  expect(toProfileInput(filled)).toMatchObject({ phone: '+233 20 000 0000', years_of_experience: 8 });
});
