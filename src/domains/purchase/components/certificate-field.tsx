import { Button, Checkbox, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import { IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../components/form-dialog/use-submit';
import { uploadFile } from '../../supplier';
import { CERTIFICATE_KINDS } from '../format';
import '../i18n';

export interface CertificateValue {
  fileId?: string;
  fileName?: string;
  kinds: number[];
}

/** A batch's certificates: one scan or PDF uploaded, and which certificates it is (合格证明, 检验报告, 检疫, 肉品品质). */
export function CertificateField({ id, value, onChange }: { id: string; value: CertificateValue; onChange: (value: CertificateValue) => void }) {
  const { t } = useTranslation('purchase');
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(value.fileName);
  const upload = useSubmit(uploadFile, {
    refusal: 'toast',
    fallback: t('acceptance.uploadFailed'),
    onSaved: (file) => {
      setName(file.name);
      onChange({ ...value, fileId: file.id, fileName: file.name });
    },
  });
  return (
    <Space direction="vertical" size={4}>
      <Space>
        <input
          ref={input}
          type="file"
          accept="image/*,application/pdf"
          hidden
          data-testid={`cert-file-${id}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload.submit(file);
            event.target.value = '';
          }}
        />
        <Button size="small" icon={<IconUpload />} loading={upload.saving} onClick={() => input.current?.click()}>
          {t('acceptance.upload')}
        </Button>
        <span className="purchase-hint" data-testid={`cert-name-${id}`}>
          {name ?? t('acceptance.noFile')}
        </span>
      </Space>
      <Checkbox.Group
        value={value.kinds}
        onChange={(kinds: number[]) => onChange({ ...value, kinds })}
        options={CERTIFICATE_KINDS.map((kind) => ({ label: t(`certificate.${kind}`), value: kind }))}
        data-testid={`cert-kinds-${id}`}
      />
    </Space>
  );
}
