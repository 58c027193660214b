import useSWR from 'swr';
import { fetchDiagram, fetchFormInfo, fetchHistory, fetchLeave, fetchModel, fetchNodes } from './api';
import { flowKeys } from './queries';

export const useFormInfo = () => useSWR(flowKeys.formInfo, fetchFormInfo);
export const useLeave = (processInstanceId?: string, businessId?: string, taskId?: string) =>
  useSWR(processInstanceId && businessId ? flowKeys.leave(processInstanceId, businessId, taskId) : null, () =>
    fetchLeave(processInstanceId!, businessId!, taskId),
  );
export const useHistory = (processInstanceId?: string) =>
  useSWR(processInstanceId ? flowKeys.history(processInstanceId) : null, () => fetchHistory(processInstanceId!));
export const useDiagram = (processInstanceId?: string) =>
  useSWR(processInstanceId ? flowKeys.diagram(processInstanceId) : null, () => fetchDiagram(processInstanceId!));
export const useModel = (id?: string) => useSWR(id ? flowKeys.model(id) : null, () => fetchModel(id!));
export const useNodes = (modelId?: string, tenantId?: string) =>
  useSWR(modelId && tenantId ? flowKeys.nodes(modelId, tenantId) : null, () => fetchNodes(modelId!, tenantId!));
