import { render, screen } from '@testing-library/react';
import { WalletCard } from './WalletCard';

test('renders the wallet card', () => {
  render(<WalletCard />);
  expect(screen.getByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
});
