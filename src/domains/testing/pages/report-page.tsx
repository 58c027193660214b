import { Card, DatePicker, Form, Input, Radio, Select, Space, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/Input/style/css';
import '@arco-design/web-react/es/Radio/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Tag/style/css';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable, useCrudList } from '../../../components/crud';
import { FormDialog } from '../../../components/form-dialog';
import { fetchReportPage, submitReport } from '../api';
import { FileLink, ReportFilesField } from '../components/report-files';
import { useBatchOptions, useRefreshTesting, useSupplierOptions, useTestingKeeper } from '../hooks';
import type { Conclusion, ReportFile, TestReport } from '../types';
import '../i18n';
import './testing.css';

/** A conclusion as a tag: 合格 green, 不合格 red. */
function ConclusionTag({ conclusion }: { conclusion: Conclusion }) {
  const { t } = useTranslation('testing');
  return (
    <Tag size="small" color={conclusion === 1 ? 'green' : 'red'}>
      {t(`report.conclusions.${conclusion}`)}
    </Tag>
  );
}

/**
 * 检测报告: outside labs' reports of the canteens in reach — lab, report no, date, about a batch or a supplier, the items
 * and the conclusion, the report's files (PDF or images). Recorded and edited by the canteen; the school and the
 * supervisors read. Never deleted.
 */
export function ReportPage() {
  const { t } = useTranslation('testing');
  const keeper = useTestingKeeper();
  const list = useCrudList<TestReport>('testing-report', fetchReportPage);
  const refresh = useRefreshTesting();
  const [editing, setEditing] = useState<{ row: TestReport | null } | null>(null);

  return (
    <Card className="page-card" data-testid="testing-report-page">
      <CrudTable<TestReport>
        name="testing-report"
        list={list}
        emptyText={t('report.empty')}
        searchFields={[
          { field: 'keyword', label: t('report.keyword') },
          {
            field: 'conclusion',
            label: t('report.conclusion'),
            control: (
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder={t('all')}
                options={[1, 2].map((value) => ({ label: t(`report.conclusions.${value}`), value: String(value) }))}
              />
            ),
          },
        ]}
        columns={[
          { title: t('report.reportDate'), dataIndex: 'reportDate', width: 110 },
          { title: t('report.lab'), dataIndex: 'lab', width: 180, ellipsis: true },
          { title: t('report.reportNo'), dataIndex: 'reportNo', width: 150 },
          {
            title: t('report.subject'),
            dataIndex: 'goodsName',
            width: 200,
            render: (_: unknown, row) => (
              <Space direction="vertical" size={0}>
                {row.batchId ? <span>{t('report.batchOf', { goods: row.goodsName })}</span> : null}
                <span className="testing-hint">{row.supplierName}</span>
              </Space>
            ),
          },
          { title: t('report.items'), dataIndex: 'items', width: 200, ellipsis: true },
          { title: t('report.conclusion'), dataIndex: 'conclusion', width: 90, render: (conclusion: Conclusion) => <ConclusionTag conclusion={conclusion} /> },
          {
            title: t('report.files'),
            dataIndex: 'files',
            width: 200,
            render: (files: ReportFile[]) => (
              <Space direction="vertical" size={0}>
                {files.map((file) => (
                  <FileLink key={file.id} file={file} />
                ))}
              </Space>
            ),
          },
          { title: t('field.canteen'), dataIndex: 'canteenName', width: 150, ellipsis: true },
          { title: t('field.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
        ]}
        addLabel={t('report.add')}
        onAdd={keeper ? () => setEditing({ row: null }) : undefined}
        onEdit={keeper ? (row) => setEditing({ row }) : undefined}
      />
      <ReportDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(row) => {
          setEditing(null);
          list.reveal(row);
          refresh();
        }}
      />
    </Card>
  );
}

interface ReportForm {
  lab: string;
  reportNo: string;
  reportDate: string;
  about: 'batch' | 'supplier';
  batchId?: string;
  supplierId?: string;
  items: string;
  conclusion: Conclusion;
  files: ReportFile[];
  remark: string;
}

function ReportDialog({ editing, onClose, onSaved }: { editing: { row: TestReport | null } | null; onClose: () => void; onSaved: (row: TestReport) => void }) {
  const { t } = useTranslation('testing');
  const [form] = Form.useForm<ReportForm>();
  const row = editing?.row ?? null;
  const open = editing !== null;
  const [about, setAbout] = useState<'batch' | 'supplier'>('batch');
  const batches = useBatchOptions(open);
  const suppliers = useSupplierOptions(open);
  const required = (message: string) => [
    { required: true, validator: (value: string | undefined, callback: (error?: string) => void) => callback(value?.trim() ? undefined : message) },
  ];
  // the batch the report is about stays choosable when it is no longer on hand
  const batchOptions = [
    ...(row?.batchId && !batches.data?.some((batch) => batch.id === row.batchId) ? [{ label: row.goodsName, value: row.batchId }] : []),
    ...(batches.data ?? []).map((batch) => ({
      label: `${batch.goodsName} · ${batch.supplierName ?? t('report.noSupplier')} · ${batch.stockedIn.slice(0, 10)}`,
      value: batch.id,
    })),
  ];
  return (
    <FormDialog<ReportForm, TestReport>
      title={row ? t('report.edit') : t('report.add')}
      visible={open}
      form={form}
      width={640}
      testId="report-dialog"
      okTestId="report-save"
      refusal="inline"
      refusalTestId="report-refusal"
      onOpen={() => {
        const subject = row && !row.batchId ? 'supplier' : 'batch';
        setAbout(subject);
        form.setFieldsValue(
          row
            ? {
                lab: row.lab,
                reportNo: row.reportNo,
                reportDate: row.reportDate,
                about: subject,
                batchId: row.batchId ?? undefined,
                supplierId: row.supplierId ?? undefined,
                items: row.items,
                conclusion: row.conclusion,
                files: row.files,
                remark: row.remark,
              }
            : { lab: '', reportNo: '', reportDate: dayjs().format('YYYY-MM-DD'), about: 'batch', items: '', conclusion: 1, files: [], remark: '' },
        );
      }}
      save={(values) =>
        submitReport({
          ...(row ? { id: row.id, version: row.version } : {}),
          lab: values.lab.trim(),
          reportNo: values.reportNo.trim(),
          reportDate: values.reportDate,
          ...(values.about === 'batch' ? { batchId: values.batchId } : { supplierId: values.supplierId }),
          items: values.items.trim(),
          conclusion: values.conclusion,
          fileIds: (values.files ?? []).map((file) => file.id),
          remark: values.remark ?? '',
        })
      }
      success={(saved) => t('report.saved', { no: saved.reportNo })}
      onSaved={onSaved}
      onClose={onClose}
      formProps={{ layout: 'horizontal', labelCol: { span: 5 }, wrapperCol: { span: 19 } }}
    >
      <Form.Item label={t('report.lab')} field="lab" rules={required(t('report.rule.lab'))}>
        <Input maxLength={100} autoFocus data-testid="report-lab" />
      </Form.Item>
      <Form.Item label={t('report.reportNo')} field="reportNo" rules={required(t('report.rule.reportNo'))}>
        <Input maxLength={50} data-testid="report-no" />
      </Form.Item>
      <Form.Item label={t('report.reportDate')} field="reportDate" rules={[{ required: true, message: t('report.rule.reportDate') }]}>
        <DatePicker style={{ width: 200 }} disabledDate={(date) => date.isAfter(dayjs(), 'day')} />
      </Form.Item>
      <Form.Item label={t('report.about')} field="about">
        <Radio.Group type="button" onChange={(value: 'batch' | 'supplier') => setAbout(value)}>
          <Radio value="batch">{t('report.aboutBatch')}</Radio>
          <Radio value="supplier">{t('report.aboutSupplier')}</Radio>
        </Radio.Group>
      </Form.Item>
      {about === 'batch' ? (
        <Form.Item label={t('report.batch')} field="batchId" rules={[{ required: true, message: t('report.rule.batch') }]}>
          <Select showSearch loading={batches.isLoading} options={batchOptions} placeholder={t('report.pickBatch')} data-testid="report-batch" />
        </Form.Item>
      ) : (
        <Form.Item label={t('report.supplier')} field="supplierId" rules={[{ required: true, message: t('report.rule.supplier') }]}>
          <Select
            showSearch
            loading={suppliers.isLoading}
            options={(suppliers.data ?? []).map((supplier) => ({ label: supplier.name, value: supplier.id }))}
            data-testid="report-supplier"
          />
        </Form.Item>
      )}
      <Form.Item label={t('report.items')} field="items" rules={required(t('report.rule.items'))}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2 }} placeholder={t('report.itemsHint')} />
      </Form.Item>
      <Form.Item label={t('report.conclusion')} field="conclusion" rules={[{ required: true, message: t('report.rule.conclusion') }]}>
        <Radio.Group>
          <Radio value={1}>{t('report.conclusions.1')}</Radio>
          <Radio value={2}>{t('report.conclusions.2')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={t('report.files')}
        field="files"
        rules={[{ validator: (value: ReportFile[] | undefined, callback) => callback(value?.length ? undefined : t('report.rule.files')) }]}
      >
        <ReportFilesField />
      </Form.Item>
      <Form.Item label={t('field.remark')} field="remark">
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
