import { formErrors } from './formErrors';

test("the schema's own message wins over ajv's generic ones", () => {
  expect(
    formErrors({
      stock_alert: ['The stock_alert field must be null.', 'Stock alert cannot be negative', 'The stock_alert field must match a schema in anyOf.'],
      quantity: ['Quantity is required'],
      extra: ['The extra field is not allowed.'],
    }),
  ).toEqual({ stock_alert: 'Stock alert cannot be negative', quantity: 'Quantity is required', extra: 'The extra field is not allowed.' });
});
