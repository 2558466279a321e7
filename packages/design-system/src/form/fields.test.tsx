import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../renderWithTheme';
import { CheckboxField, ToggleField } from './choiceFields';
import { SelectField, TextAreaField, TextField } from './fields';

type Values = Record<string, unknown>;
type Errors = Partial<Record<string, string[]>>;

/** A final-form form like the screens': `validate` returns field → messages (contracts' shape). */
function renderForm(
  fields: ReactNode,
  { validate, onSubmit = jest.fn() }: { validate?: (values: Values) => Errors; onSubmit?: jest.Mock } = {},
) {
  renderWithTheme(
    <Form<Values> onSubmit={onSubmit} validate={validate}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Submit</button>
        </form>
      )}
    </Form>,
  );
  return { onSubmit };
}

const requireName = (values: Values): Errors => (values.name ? {} : { name: ['Please enter your name'] });

describe('TextField', () => {
  it('is labelled and shows its error only after the user leaves it', async () => {
    renderForm(<TextField name="name" label="Full Name" />, { validate: requireName });
    const input = screen.getByLabelText('Full Name');
    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();

    await userEvent.click(input);
    await userEvent.tab();

    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter your name');
  });

  it('shows the errors of untouched fields after a submit and does not submit', async () => {
    const { onSubmit } = renderForm(
      <>
        <TextField name="name" label="Full Name" />
        <TextField name="email" type="email" label="Email" />
      </>,
      {
        validate: (values) => ({
          ...requireName(values),
          ...(values.email ? {} : { email: ['Please enter your email'] }),
        }),
      },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the error once the value is valid and submits what was typed', async () => {
    const { onSubmit } = renderForm(<TextField name="name" label="Full Name" />, { validate: requireName });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Full Name'), 'Chidi Okeke');

    expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ name: 'Chidi Okeke' });
  });

  it("shows the server's error for a field until the field is edited", async () => {
    const onSubmit = jest.fn(() => ({ email: ['The email has already been taken.'] }));
    renderForm(<TextField name="email" label="Email" />, { onSubmit });
    await userEvent.type(screen.getByLabelText('Email'), 'farmer@farmplate.test');

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('The email has already been taken.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
  });

  it('marks a required field without using the browser bubble', () => {
    renderForm(<TextField name="name" label="Full Name" required hint="As on your ID" />);
    const input = screen.getByRole('textbox', { name: 'Full Name' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('As on your ID');
  });
});

describe('TextAreaField', () => {
  it('shows a validation error after submit', async () => {
    renderForm(<TextAreaField name="description" label="Description" />, {
      validate: (values) => (values.description ? {} : { description: ['Description is required'] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('Description is required');
  });
});

describe('SelectField', () => {
  it('offers its options and shows the error of an empty choice', async () => {
    const { onSubmit } = renderForm(
      <SelectField
        name="role"
        label="Role"
        placeholder="Select a role"
        options={[
          { value: 'farmer', label: 'Farmer' },
          { value: 'kitchen', label: 'Kitchen' },
        ]}
      />,
      { validate: (values) => (values.role ? {} : { role: ['Role is required'] }) },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAccessibleDescription('Role is required');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Kitchen');
    expect(screen.queryByText('Role is required')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ role: 'kitchen' });
  });
});

describe('CheckboxField and ToggleField', () => {
  it('toggle booleans by their labels and show their errors', async () => {
    const { onSubmit } = renderForm(
      <>
        <CheckboxField name="vegan" label="Vegan" />
        <ToggleField name="auto_accept_orders" label="Auto-accept orders" />
        <CheckboxField name="terms" label="I accept the terms" />
      </>,
      { validate: (values) => (values.terms ? {} : { terms: ['You must accept the terms'] }) },
    );
    const toggle = screen.getByRole('switch', { name: 'Auto-accept orders' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(screen.getByText('Vegan'));
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(toggle).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAccessibleDescription(
      'You must accept the terms',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ vegan: true, auto_accept_orders: true, terms: true });
  });
});
