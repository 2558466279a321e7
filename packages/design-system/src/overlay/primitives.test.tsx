import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '../button/Button';
import { SelectMenu } from '../form/SelectMenu';
import { Switch } from '../form/Switch';
import { DropdownMenu } from '../menu/DropdownMenu';
import { renderWithTheme } from '../renderWithTheme';
import { Tooltip } from './Tooltip';

describe('Switch', () => {
  function Setting() {
    const [on, setOn] = useState(false);
    return <Switch label="Accepting orders" hint="Customers can order now" checked={on} onCheckedChange={setOn} />;
  }

  it('is a switch named by its label that Space and a click toggle', async () => {
    renderWithTheme(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Accepting orders' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Customers can order now');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(screen.getByText('Accepting orders'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});

describe('DropdownMenu', () => {
  it('opens from the keyboard, runs the chosen item, and gives focus back on Escape', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderWithTheme(
      <DropdownMenu
        trigger="⋯"
        triggerLabel="Actions for Yams"
        items={[
          { label: 'Edit', onSelect: onEdit },
          { label: 'Delete', onSelect: onDelete, tone: 'danger' },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Yams' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onEdit).not.toHaveBeenCalled();
  });
});

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('describes its control on keyboard focus and hides on Escape', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(
      <Tooltip content="Only items under 10 kg">
        <Button>Low stock</Button>
      </Tooltip>,
    );
    await user.tab();
    act(() => jest.advanceTimersByTime(10));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only items under 10 kg');
    expect(screen.getByRole('button', { name: 'Low stock' })).toHaveAccessibleDescription('Only items under 10 kg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('SelectMenu', () => {
  function Filter() {
    const [value, setValue] = useState('');
    return (
      <>
        <SelectMenu
          label="Category"
          placeholder="All categories"
          value={value}
          onValueChange={setValue}
          options={[
            { value: 'grains', label: 'Grains' },
            { value: 'tubers', label: 'Tubers' },
          ]}
        />
        <p>Chosen: {value || 'none'}</p>
      </>
    );
  }

  it('is a labelled combobox whose listbox the keyboard opens and chooses from', async () => {
    renderWithTheme(<Filter />);
    const combobox = screen.getByRole('combobox', { name: 'Category' });
    expect(combobox).toHaveTextContent('All categories');
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Tubers' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveTextContent('Tubers');
    expect(screen.getByText('Chosen: tubers')).toBeInTheDocument();
    expect(combobox).toHaveFocus();
  });
});
