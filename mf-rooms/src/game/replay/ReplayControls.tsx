import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { REPLAY_SPEEDS, type ReplaySpeed, type useReplayPlayer } from './use-replay-player';

interface ReplayControlsProps {
  player: ReturnType<typeof useReplayPlayer>;
  stepCount: number;
}

const button = { width: 44, height: 44 } as const;

/** The replay's transport: to the start, a step back, play or pause, a step forward, to the end; and the speed. */
export function ReplayControls({ player, stepCount }: ReplayControlsProps) {
  const atStart = player.index === 0;
  const atEnd = player.index >= stepCount - 1;
  return (
    <Box
      role="group"
      aria-label="Replay controls"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', columnGap: 2, rowGap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton aria-label="To the start" title="To the start" onClick={player.start} disabled={atStart} sx={button}>
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label="Step back" title="Step back" onClick={player.back} disabled={atStart} sx={button}>
          <NavigateBeforeIcon />
        </IconButton>
        {player.playing ? (
          <IconButton aria-label="Pause" title="Pause" onClick={player.pause} color="primary" sx={button}>
            <PauseIcon />
          </IconButton>
        ) : (
          <IconButton
            aria-label={atEnd ? 'Play again' : 'Play'}
            title={atEnd ? 'Play again' : 'Play'}
            onClick={player.play}
            color="primary"
            sx={button}
          >
            <PlayArrowIcon />
          </IconButton>
        )}
        <IconButton aria-label="Step forward" title="Step forward" onClick={player.forward} disabled={atEnd} sx={button}>
          <NavigateNextIcon />
        </IconButton>
        <IconButton aria-label="To the end" title="To the end" onClick={player.end} disabled={atEnd} sx={button}>
          <LastPageIcon />
        </IconButton>
      </Box>
      <Typography variant="body2" sx={{ minWidth: '9ch', textAlign: 'center' }}>{`Step ${player.index + 1} of ${stepCount}`}</Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={player.speed}
        onChange={(_event, speed: ReplaySpeed | null) => speed !== null && player.setSpeed(speed)}
        aria-label="Replay speed"
      >
        {REPLAY_SPEEDS.map((speed) => (
          <ToggleButton key={speed} value={speed} aria-label={`${speed} times speed`} sx={{ minWidth: 44, minHeight: 36 }}>
            {`${speed}×`}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
