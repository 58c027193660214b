import { mutate } from 'swr';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { i18n } from '../../../lib/i18n';
import { deployModel } from '../api';
import { flowKeys } from '../queries';

/** 部署: the model's next version; a refusal (naming the element the engine may not run) kept for the page to show inline. */
export const useDeploy = () =>
  useSubmit((id: string) => deployModel(id), {
    refusal: 'inline',
    success: (definition) => i18n.t('workflow:deployed', { version: definition.version }),
    onSaved: () => void mutate(flowKeys.changed),
  });
