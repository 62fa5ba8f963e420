import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useActionShortcuts } from '../controller/use-action-shortcuts';
import { ActionControls } from './ActionControls';
import { ShowCards } from './ShowCards';

const showdown = { legal: [{ type: 'show' }, { type: 'muck' }] as const, pot: 400, bigBlind: 20, gameType: 'NLH' as const, stack: 800, myBet: 0 };

function Controls({ onAct }: { onAct: (action: string) => void }) {
  const controls = useRef<HTMLDivElement>(null);
  useActionShortcuts(true, controls);
  return (
    <div ref={controls}>
      <ActionControls situation={{ ...showdown, legal: [...showdown.legal] }} disabled={false} shortcuts onAct={onAct} />
    </div>
  );
}

describe('showdown controls', () => {
  it('offers Show and Muck for a beaten hand, each sending its choice, with S and M as shortcuts', () => {
    const onAct = jest.fn();
    render(<Controls onAct={onAct} />);
    const show = screen.getByRole('button', { name: 'Show' });
    const muck = screen.getByRole('button', { name: 'Muck' });
    expect(screen.queryByRole('button', { name: /Fold|Check|Call|Bet|Raise/ })).toBeNull();
    expect(screen.queryByRole('slider')).toBeNull();
    expect(show).toHaveAttribute('aria-keyshortcuts', 'S');
    expect(muck).toHaveAttribute('aria-keyshortcuts', 'M');
    fireEvent.keyDown(document, { key: 'm' });
    expect(muck).toHaveFocus();
    fireEvent.keyDown(document, { key: 's' });
    expect(show).toHaveFocus();
    fireEvent.click(muck);
    expect(onAct).toHaveBeenLastCalledWith('muck', undefined);
    fireEvent.click(show);
    expect(onAct).toHaveBeenLastCalledWith('show', undefined);
  });

  it('offers the winner of a hand won uncontested to show their cards', () => {
    const onShow = jest.fn();
    render(<ShowCards disabled={false} onShow={onShow} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show cards' }));
    expect(onShow).toHaveBeenCalledTimes(1);
  });
});
