import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PGSI_ANSWERS, pgsiBand, pgsiScore, type PgsiAnswer } from './pgsi';
import { useSelfTestT, type SelfTestKey } from './selfTestTexts';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9'] as const;
type QuestionId = (typeof QUESTIONS)[number];
const ANSWER_VALUES = PGSI_ANSWERS.map(String) as ['0', '1', '2', '3'];

/** Every question answered with one of the four (radio values are strings); the message is a key. */
const answerSchema = v.pipe(v.string(), v.picklist(ANSWER_VALUES, 'selfTest.required'));
const selfTestSchema = v.object(Object.fromEntries(QUESTIONS.map((id) => [id, answerSchema])) as Record<QuestionId, typeof answerSchema>);
type SelfTestForm = v.InferInput<typeof selfTestSchema>;

/** Where to turn, for every result: the site's own tools, then free help outside it. */
const HELP: readonly { key: SelfTestKey; href: string }[] = [
  { key: 'selfTest.yedam', href: 'https://www.yedam.org.tr' },
  { key: 'selfTest.gamcare', href: 'https://www.gamcare.org.uk' },
  { key: 'selfTest.gambleaware', href: 'https://www.begambleaware.org' },
];

/**
 * The PGSI self-test (/self-test, for guests and members): nine questions, the score and its band
 * explained, with the limits, the time-out and help. Nothing is sent: the score is the player's.
 */
export function SelfTestPage() {
  const t = useSelfTestT();
  const [score, setScore] = useState<number | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<SelfTestForm, unknown, v.InferOutput<typeof selfTestSchema>>({
    resolver: valibotResolver(selfTestSchema),
    defaultValues: Object.fromEntries(QUESTIONS.map((id) => [id, ''])) as SelfTestForm,
  });
  const submit = handleSubmit((values) => setScore(pgsiScore(QUESTIONS.map((id) => Number(values[id]) as PgsiAnswer))));
  const band = score === null ? null : pgsiBand(score);

  return (
    <Box component="section" sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 3 }} data-testid="self-test">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>{t('selfTest.title')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('selfTest.intro')}</Typography>
      {score !== null && band ? (
        <Box data-testid="self-test-result">
          <Alert severity={band === 'none' ? 'success' : band === 'low' ? 'info' : band === 'moderate' ? 'warning' : 'error'} role="status" sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('selfTest.score', { score })}</Typography>
            <Typography data-band={band}>{t(`selfTest.band.${band}`)}</Typography>
          </Alert>
          <Button onClick={() => { reset(); setScore(null); }}>{t('selfTest.again')}</Button>
        </Box>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          {QUESTIONS.map((id, index) => (
            <Controller key={id} name={id} control={control} render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ display: 'block', mb: 2 }}>
                <FormLabel component="legend" sx={{ color: 'text.primary' }}>{`${index + 1}. ${t(`selfTest.${id}`)}`}</FormLabel>
                <RadioGroup row name={field.name} value={field.value} onChange={(event) => field.onChange(event.target.value)} onBlur={field.onBlur}>
                  {ANSWER_VALUES.map((value) => (
                    <FormControlLabel key={value} value={value} control={<Radio inputRef={value === '0' ? field.ref : undefined} />} label={t(`selfTest.a${value}` as SelfTestKey)} />
                  ))}
                </RadioGroup>
                {fieldState.error && <FormHelperText>{t(fieldState.error.message as SelfTestKey)}</FormHelperText>}
              </FormControl>
            )} />
          ))}
          {formState.isSubmitted && !formState.isValid && <Alert severity="error" sx={{ mb: 2 }}>{t('selfTest.required')}</Alert>}
          <Button type="submit" variant="contained">{t('selfTest.submit')}</Button>
        </form>
      )}
      <Typography component="h2" variant="h6" sx={{ mt: 4, mb: 1 }}>{t('selfTest.help')}</Typography>
      <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
        <li><Link component={RouterLink} to="/dashboard/limits">{t('selfTest.limits')}</Link></li>
        <li><Link component={RouterLink} to="/dashboard/limits#limits-break-title">{t('selfTest.break')}</Link></li>
        {HELP.map(({ key, href }) => (
          <li key={key}><Link href={href} target="_blank" rel="noopener noreferrer">{`${t(key)} ${t('selfTest.newTab')}`}</Link></li>
        ))}
      </Box>
    </Box>
  );
}
