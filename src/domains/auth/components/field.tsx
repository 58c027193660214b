import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled sign-in field with its message, styled like Arco's form items (see login-form.tsx). */
export function Field({ id, label, error, required, children }: Props) {
  return (
    <div className={`auth-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id} className="auth-field-label">
        {required ? (
          <span className="auth-required" aria-hidden>
            *
          </span>
        ) : null}
        {label}
      </label>
      {children}
      <div id={`${id}-message`} className="auth-field-message" role={error ? 'alert' : undefined}>
        {error}
      </div>
    </div>
  );
}
