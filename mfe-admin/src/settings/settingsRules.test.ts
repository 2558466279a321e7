import { DEFAULT_SETTINGS, SETTINGS_MESSAGES as M } from '@farmplate/contracts';
import { settingsFormValues, toSettingsInput, validateSettings } from './settingsRules';

const defaults = settingsFormValues(DEFAULT_SETTINGS);

describe('settings rules', () => {
  it('starts from the defaults of spec §9 and sends them back unchanged', () => {
    expect(defaults).toMatchObject({
      platform_commission_rate: '15',
      pay_stripe: true,
      pay_paypal: false,
      pay_cod: true,
      time_zone: 'Eastern Time (US)',
    });
    expect(toSettingsInput(defaults)).toEqual(DEFAULT_SETTINGS);
    expect(validateSettings(defaults)).toEqual({});
  });

  it('takes a cleared field (final-form drops its value) as blank', () => {
    expect(validateSettings({ ...defaults, platform_name: undefined }).platform_name).toBe(M.platformNameRequired);
    expect(validateSettings({ ...defaults, support_email: undefined }).support_email).toBe(M.emailInvalid);
    expect(validateSettings({ ...defaults, delivery_fee: undefined }).delivery_fee).toBe(M.amountInvalid);
  });

  it('checks the support email', () => {
    expect(validateSettings({ ...defaults, support_email: 'support@' }).support_email).toBe(M.emailInvalid);
  });

  it('wants amounts of 0 or more', () => {
    expect(validateSettings({ ...defaults, delivery_fee: '-1' }).delivery_fee).toBe(M.amountInvalid);
    expect(validateSettings({ ...defaults, minimum_order_amount: '' }).minimum_order_amount).toBe(M.amountInvalid);
    expect(validateSettings({ ...defaults, delivery_fee: '0' })).toEqual({});
  });

  it('keeps the commission between 0 and 100 in steps of 0.1', () => {
    for (const ok of ['0', '12.3', '100', '99.9'])
      expect(validateSettings({ ...defaults, platform_commission_rate: ok })).toEqual({});
    for (const bad of ['-0.1', '100.1', '12.34', 'abc'])
      expect(validateSettings({ ...defaults, platform_commission_rate: bad }).platform_commission_rate).toBe(
        M.commissionInvalid,
      );
  });

  it('needs at least one payment method', () => {
    expect(
      validateSettings({ ...defaults, pay_stripe: false, pay_paypal: false, pay_cod: false }).payment_methods,
    ).toBe(M.paymentMethodRequired);
    expect(validateSettings({ ...defaults, pay_stripe: false, pay_cod: false, pay_paypal: true })).toEqual({});
  });
});
