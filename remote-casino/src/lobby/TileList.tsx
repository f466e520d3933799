import { keyframes, styled } from '@mui/material/styles';

/** Thumbnail box: the size is reserved before the picture loads, so nothing jumps (issue 9). */
export const THUMB_RATIO = '4 / 3';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

/**
 * The list that holds game tiles — the lobby grid (`layout="grid"`) or a home/recent rail
 * (`layout="rail"`). It styles its tiles by class name, ONCE for the whole list: a tile is plain
 * elements (issue 9: with a styled MUI component per part, 48 tiles cost ~500 style resolutions a
 * page and long tasks on a phone). The classes:
 * `tile` (li) › `tile-open` (the game's button) › `tile-thumb`, `tile-name`, `tile-studio`;
 * `tile-fav` (the heart toggle); `tile-skeleton` › `tile-bone` (loading placeholders).
 */
export const TileList = styled('ul', { shouldForwardProp: (prop) => prop !== 'layout' })<{ layout: 'grid' | 'rail' }>(({ theme, layout }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  padding: 0,
  margin: 0,
  listStyle: 'none',
  ...(layout === 'grid'
    ? {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
        [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      }
    : {
        gridAutoFlow: 'column',
        gridAutoColumns: '42%',
        overflowX: 'auto',
        paddingBottom: theme.spacing(1),
        [theme.breakpoints.up('sm')]: { gridAutoColumns: '28%' },
        [theme.breakpoints.up('md')]: { gridAutoColumns: '16%' },
      }),
  // A tile out of view is neither laid out nor painted (the profile of issue 9: once the tiles were
  // plain, what was left of the long tasks was painting the whole 6,500 px page, thumbnails
  // included, at every scroll step). `auto` keeps the size a tile had once shown.
  '& .tile': { position: 'relative', minWidth: 0, contentVisibility: 'auto', containIntrinsicSize: 'auto 190px' },
  '& .tile-open': {
    display: 'block',
    width: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    overflow: 'hidden',
    textAlign: 'left',
    font: 'inherit',
    fontFamily: theme.typography.fontFamily,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    cursor: 'pointer',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    // Inside the button: the tile's paint containment would clip an outline drawn outside it.
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    // Only where a pointer hovers: on a phone a tap leaves :hover stuck on the tile.
    '@media (hover: hover)': { '&:hover .tile-thumb img': { filter: 'brightness(1.08)' } },
  },
  '& .tile-thumb': { display: 'block', aspectRatio: THUMB_RATIO, backgroundColor: theme.palette.action.hover },
  '& .tile-thumb img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '& .tile-text': { display: 'block', padding: theme.spacing(0.75, 1) },
  '& .tile-name, & .tile-studio': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.5 },
  '& .tile-name': { fontSize: 14, fontWeight: 600 },
  '& .tile-studio': { fontSize: 12, color: theme.palette.text.secondary },
  '& .tile-fav': {
    position: 'absolute',
    top: 4,
    right: 4,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 5,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    color: theme.palette.text.primary,
    backgroundColor: 'rgba(0,0,0,0.45)',
    cursor: 'pointer',
    outline: 0,
    WebkitTapHighlightColor: 'transparent',
    '& svg': { display: 'block', fill: 'currentColor' },
    '&:hover': { backgroundColor: 'rgba(0,0,0,0.65)' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': { color: theme.palette.error.main },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
  '& .tile-skeleton .tile-bone': {
    display: 'block',
    backgroundColor: theme.palette.action.hover,
    borderRadius: theme.shape.borderRadius,
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
  '& .tile-skeleton .tile-bone:first-of-type': { aspectRatio: THUMB_RATIO },
  '& .tile-skeleton .tile-bone + .tile-bone': { height: '1.2em', marginTop: theme.spacing(0.75), width: '70%' },
  '& .tile-skeleton .tile-bone:last-of-type:not(:first-of-type)': { width: '40%' },
}));
