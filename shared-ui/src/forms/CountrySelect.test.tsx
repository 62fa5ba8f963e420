import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountrySelect } from './CountrySelect';

// Searching, "No countries found", the keyboard and the selected flag are the stories' play functions
// (CountrySelect.stories.tsx); this checks what those do not: the spec's names and the flag and list sizes.
test('typing filters the countries case-insensitively, with a lazy 20x15 flag per option', async () => {
  const user = userEvent.setup();
  render(<CountrySelect value="" onChange={() => {}} />);
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();

  await user.keyboard('KOREA');
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(["Korea(Democratic People's Republic of)", 'Korea(Republic of)']);
  const flag = options[1].querySelector('img');
  expect(flag).toHaveAttribute('src', 'test-file-stub');
  expect(flag).toHaveAttribute('width', '20');
  expect(flag).toHaveAttribute('height', '15');
  expect(flag).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: '16rem' });
});
