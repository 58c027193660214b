import { Alert, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { zonedDay as today } from '../../../lib/time-zone';
import { submitInspection } from '../api';
import { useTemplates } from '../hooks';
import { InspectionFields, type InspectionForm } from './inspection-form';

/** 新增检查: a canteen checked against a checklist's current version; each 不符合 item becomes a hazard. */
export function InspectionDialog({ visible, onClose, onSaved }: { visible: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('safety');
  const [form] = Form.useForm<InspectionForm>();
  const templates = useTemplates();
  const templateId = Form.useWatch('templateId', form) as string | undefined;
  const chosen = templates.data?.find((template) => template.id === templateId);
  const save = (values: InspectionForm) =>
    submitInspection({
      canteenId: values.canteenId,
      templateId: values.templateId,
      inspectDate: values.inspectDate,
      summary: values.summary?.trim() ?? '',
      items: (chosen?.items ?? []).map((_, index) => {
        const item = values.items?.[index];
        const result = item?.result ?? 1;
        return {
          seq: index + 1,
          result,
          note: item?.note?.trim() ?? '',
          photoIds: (item?.photos ?? []).map((photo) => photo.id),
          deadline: result === 2 ? (item?.deadline ?? '') : '',
          responsible: result === 2 ? (item?.responsible?.trim() ?? '') : '',
        };
      }),
    });
  return (
    <FormDialog<InspectionForm, { id: string; hazardIds: string[] }>
      title={t('inspection.add')}
      visible={visible}
      form={form}
      save={save}
      width={980}
      refusal="inline"
      success={(saved) => (saved.hazardIds.length ? t('inspection.hazards', { count: saved.hazardIds.length }) : t('crud:saved'))}
      onOpen={() => form.setFieldsValue({ inspectDate: today(), templateId: templates.data?.[0]?.id })}
      onSaved={onSaved}
      onClose={onClose}
      testId="inspection-dialog"
      okTestId="inspection-save"
      intro={templates.data && !templates.data.length ? <Alert type="warning" content={t('inspection.noTemplate')} /> : null}
    >
      <InspectionFields form={form} templates={templates.data ?? []} chosen={chosen} />
    </FormDialog>
  );
}
