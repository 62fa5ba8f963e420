import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountrySelect } from './CountrySelect.component';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountrySelect value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

test('typing filters the countries case-insensitively, with a lazy 20x15 flag per option', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const input = screen.getByRole('combobox', { name: 'Country' });
  expect(input).toHaveAttribute('placeholder', 'Search country...');

  await user.type(input, 'KOREA');
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(["Korea(Democratic People's Republic of)", 'Korea(Republic of)']);
  const flag = options[1].querySelector('img');
  expect(flag).toHaveAttribute('width', '20');
  expect(flag).toHaveAttribute('height', '15');
  expect(flag).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '16rem' });
});

test('shows "No countries found" when nothing matches', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'atlantis');
  expect(screen.getByText('No countries found')).toBeInTheDocument();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
});

test('is usable with the keyboard and reports the full country name', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(screen.getByRole('combobox', { name: 'Country' }), 'holy{ArrowDown}{Enter}');
  expect(screen.getByTestId('value')).toHaveTextContent('Holy See (Vatican City)');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Holy See (Vatican City)');
});

test('shows the flag of the selected country in the field', () => {
  const { container } = render(<Harness initial="Palestine State" />);
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Palestine State');
  expect(container.querySelector('img')).toHaveAttribute('src', 'test-file-stub');
});
