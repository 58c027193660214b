import { Input, type InputProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css';
import { IconEye, IconEyeInvisible } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A password field with a real show-password button (docs/product-rules.md#sign-in): Arco's own eye is a
 * focusable icon that Enter toggles and Space does not. This one is a button right after the field in the
 * Tab order (Space or Enter on it toggles); Enter in the field itself submits the form as in any text field.
 */
export function PasswordInput({ testId, ...props }: Omit<InputProps, 'type' | 'suffix'> & { testId?: string }) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <Input
      {...props}
      type={shown ? 'text' : 'password'}
      data-testid={testId}
      suffix={
        <button
          type="button"
          className="password-toggle"
          aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
          aria-pressed={shown}
          // keeps the caret in the field when the eye is clicked
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            // Arco's field puts the focus in the input on any click inside it: a key on the button stays on the button
            event.stopPropagation();
            setShown((current) => !current);
          }}
          data-testid={testId ? `${testId}-toggle` : undefined}
        >
          {shown ? <IconEye /> : <IconEyeInvisible />}
        </button>
      }
    />
  );
}
