import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TableActRequest } from 'shared-events/contracts';
import { checkAmount, controlButtons, sizingPresets, sizingRange, snapAmount, type BetSituation } from '../controller/bet-sizing';
import { shortcutOf } from '../controller/use-action-shortcuts';

export interface ActionControlsProps {
  situation: BetSituation;
  disabled: boolean;
  /** The keyboard shortcuts are on: each button names its key (aria-keyshortcuts, and the browser's tooltip). */
  shortcuts?: boolean;
  onAct: (action: Action, amount?: number) => void;
}

type Action = TableActRequest['action'];

// Only a bet or raise carries an amount (its street total); a call is whatever is to call.
const sized = (action: Action) => action === 'bet' || action === 'raise';

const BIG_BUTTON = { minHeight: 48, flex: '1 1 0', minWidth: 0, px: 1, lineHeight: 1.2 } as const;

/**
 * Your turn: Fold, Check or Call {amount}, Bet or Raise to, All-in, and the amount: the slider steps by the big blind,
 * the box takes any legal amount exactly as typed (an illegal one says the legal range and disables the button), and
 * ½, ¾ and Pot fill it. At a showdown whose shown hands beat yours: Show or Muck. Mount it afresh for each decision,
 * so the amount starts at the legal minimum.
 */
export function ActionControls({ situation, disabled, shortcuts = false, onAct }: ActionControlsProps) {
  const range = sizingRange(situation);
  const [typed, setTyped] = useState(range ? String(range.min) : '');
  const checked = range ? checkAmount(typed, range) : undefined;
  const amount = checked?.amount;
  const buttons = controlButtons(situation);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {range && (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {sizingPresets(situation).map((preset) => (
              <Button
                key={preset.name}
                variant="outlined"
                size="small"
                disabled={disabled}
                onClick={() => setTyped(String(preset.amount))}
                sx={{ minWidth: 48, minHeight: 40 }}
              >
                {preset.name}
              </Button>
            ))}
            <TextField
              label="Amount"
              type="number"
              size="small"
              value={typed}
              disabled={disabled}
              onChange={(event) => setTyped(event.target.value)}
              error={Boolean(checked?.problem)}
              slotProps={{ htmlInput: { min: range.min, max: range.max, step: 1 } }}
              sx={{ width: 120, ml: 'auto' }}
            />
          </Box>
          {checked?.problem && (
            <Typography role="alert" variant="body2" sx={{ color: 'error.main', textAlign: 'right' }}>
              {checked.problem}
            </Typography>
          )}
          <Slider
            aria-label="Amount"
            value={amount ?? snapAmount(Number(typed), range)}
            min={range.min}
            max={range.max}
            step={range.step}
            disabled={disabled}
            onChange={(_, value) => setTyped(String(snapAmount(value as number, range)))}
            sx={{ width: 'auto', mx: 1.5, py: 1.5 }}
          />
        </>
      )}
      {/* One row of buttons, even on a phone: the names wrap inside a button rather than the buttons onto a new row. */}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {buttons.map((button) => {
          const shortcut = shortcuts ? shortcutOf(button.name) : undefined;
          return (
            <Button
              key={button.name}
              aria-keyshortcuts={shortcut?.key}
              title={shortcut && `${shortcut.does} (${shortcut.key})`}
              variant={button.action === 'fold' || button.action === 'muck' ? 'outlined' : 'contained'}
              color={button.name === 'All-in' ? 'secondary' : 'primary'}
              disabled={disabled || (sized(button.action) && button.name !== 'All-in' && amount === undefined)}
              onClick={() => onAct(button.action, button.name === 'All-in' ? button.amount : sized(button.action) ? amount : undefined)}
              sx={BIG_BUTTON}
            >
              {button.name === 'Bet' || button.name === 'Raise to' ? (
                <>
                  {button.name}
                  <Box component="span" aria-hidden sx={{ ml: 0.5 }}>
                    {amount}
                  </Box>
                </>
              ) : (
                button.name
              )}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
