import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http';
import { publicCalls } from '../api';
import type { PublicSchool } from '../types';
import { CaptchaField, useCaptcha } from './captcha-field';

type OpenSurvey = PublicSchool['surveys'][number];

/** One open survey: a score 1–5 for every question, an optional comment, the captcha. */
export function SurveyForm({ token, survey }: { token: string; survey: OpenSurvey }) {
  const { t } = useTranslation('disclosure');
  const [scores, setScores] = useState<Record<string, number>>({});
  const [comment, setComment] = useState('');
  const [state, setState] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const captcha = useCaptcha();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await publicCalls.answer({
        token,
        surveyId: survey.id,
        scores: survey.questions.map((question) => ({ questionId: question.id, score: scores[question.id] ?? 0 })),
        comment: comment.trim(),
        ...captcha.answer(),
      });
      setState({ kind: 'ok', text: t('public.thanks') });
    } catch (error) {
      setState({ kind: 'error', text: errorText(error, t('loadFailed')) });
      captcha.renew();
    } finally {
      setBusy(false);
    }
  };
  if (state?.kind === 'ok')
    return (
      <p className="notice ok" role="status" data-testid="survey-thanks">
        {state.text}
      </p>
    );
  return (
    <form onSubmit={(event) => void submit(event)} data-testid={`survey-form-${survey.id}`}>
      <h3>
        {survey.title} <small>{t('public.until', { date: survey.endDate })}</small>
      </h3>
      {survey.questions.map((question, index) => (
        <fieldset key={question.id} className="scores">
          <legend>
            {index + 1}. {question.title}
          </legend>
          {[1, 2, 3, 4, 5].map((score) => (
            <label key={score}>
              <input
                type="radio"
                name={`q-${question.id}`}
                value={score}
                required
                checked={scores[question.id] === score}
                onChange={() => setScores({ ...scores, [question.id]: score })}
                data-testid={`score-${index}-${score}`}
              />{' '}
              {t('public.score', { score })}
            </label>
          ))}
        </fieldset>
      ))}
      <label htmlFor={`comment-${survey.id}`}>{t('public.comment')}</label>
      <textarea id={`comment-${survey.id}`} maxLength={500} rows={3} value={comment} onChange={(event) => setComment(event.target.value)} />
      <CaptchaField captcha={captcha} id={`survey-captcha-${survey.id}`} />
      {state ? (
        <p className="notice error" role="alert">
          {state.text}
        </p>
      ) : null}
      <button type="submit" disabled={busy} data-testid="survey-submit">
        {t('public.submit')}
      </button>
    </form>
  );
}
